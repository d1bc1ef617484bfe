import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import type { SearchResult, UnitPage } from '@portaria/shared/desk/desk.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PERMISSIONS } from '@portaria/shared/permissions';
import {
  areaReservas,
  areas,
  correspondencias,
  permissoesRevogadas,
  pessoas,
  usuarios,
  veiculos,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { searchText } from '../access-control/visitor-words.ts';
import { foldText } from '@portaria/shared/text';
import { CARLOS } from '../../test/helpers.ts';
import { forgetIn } from '../../platform/access/context-cache.ts';
import { createFixture, type Fixture, type AreaClient } from '../../test/fixture.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');
const DAY = 86_400_000;

describe('portaria: uma busca e a página da unidade', () => {
  let t: Fixture;
  let a: AreaClient;
  let b: AreaClient;
  const find = async (client: AreaClient, q: string) => {
    const res = await client.get('/portaria/busca', { q });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SearchResult>();
  };
  const place = (hits: { nmBloco: string | null; unidade: string | null }[] | undefined) =>
    (hits ?? []).map((h) => `${h.nmBloco} ${h.unidade}`);

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    a = t.client(t.tokens.a);
    b = t.client(t.tokens.b);
  });
  afterAll(() => t.close());

  test('unidade por número, com bloco ("A 101", "bloco b 30") e a de nome exato primeiro', async () => {
    expect(place((await find(a, '101')).unidades)).toEqual(['Bloco A 101', 'Bloco B 101', 'Bloco C 101']);
    expect(place((await find(a, 'A 101')).unidades)).toEqual(['Bloco A 101']);
    expect(place((await find(a, 'a101')).unidades)).toEqual(['Bloco A 101']);
    const b30 = place((await find(a, 'bloco b 30')).unidades);
    expect(b30.length).toBeGreaterThan(0);
    expect(b30.every((p) => p.startsWith('Bloco B 30'))).toBe(true);
    const [first] = (await find(a, '101')).unidades;
    expect(first!.moradores).toBeGreaterThan(0);
  });

  test('morador por parte do nome sem acento, com a unidade, e pelo começo do CPF; a senha do CPF nunca sai inteira', async () => {
    const [resident] = await t.db
      .select({ nome: pessoas.nome, cpf: pessoas.cpf, idUnidade: pessoas.idUnidade })
      .from(pessoas)
      .where(and(eq(pessoas.idCondo, 1001), eq(pessoas.nome, 'Ana Clara Monteiro')));
    const byName = await find(a, 'ANA clára');
    expect(byName.pessoas!.map((p) => p.nome)).toContain('Ana Clara Monteiro');
    const hit = byName.pessoas!.find((p) => p.nome === 'Ana Clara Monteiro')!;
    expect(hit).toMatchObject({ tipo: 'MORADOR', idUnidade: resident!.idUnidade, nmBloco: 'Bloco B', unidade: '304' });
    expect(hit.cpf).toMatch(/^\d{2}\*+\d{2}$/);
    expect((await find(a, 'clara 304')).pessoas!.map((p) => p.nome)).toEqual(['Ana Clara Monteiro']);
    expect((await find(a, 'clara 101')).pessoas).toEqual([]);
    const byCpf = await find(a, resident!.cpf.slice(0, 6));
    expect(byCpf.pessoas!.map((p) => p.nome)).toContain('Ana Clara Monteiro');
    // Four digits are a unit, not a CPF: no person comes from the CPF's first digits.
    expect((await find(a, resident!.cpf.slice(0, 4))).pessoas).toEqual([]);
  });

  test('visitante com a primeira unidade a que está ligado, e sem unidade quando não tem nenhuma', async () => {
    const visitor = async (nome: string, numeroDocumento: string) => {
      const [row] = await t.db
        .insert(visitantes)
        .values({
          idCondo: 1001,
          nome,
          tipoDocumento: 'CPF',
          numeroDocumento,
          visitanteTipo: 'VISITANTE',
          busca: searchText({ nome, empresa: null, numeroDocumento }),
        })
        .returning({ id: visitantes.id });
      return row!.id;
    };
    const linked = await visitor('Quirino Ligado Duas Vezes', '52998224725');
    const alone = await visitor('Quirino Sem Unidade', '11144477735');
    for (const idUnidade of [t.units.b302, t.units.a101])
      await t.db.insert(visitanteUnidades).values({ idCondo: 1001, idVisitante: linked, idUnidade });
    const hits = (await find(a, 'quirino')).visitantes!;
    expect(hits.find((v) => v.idVisitante === linked)).toMatchObject({
      idUnidade: t.units.b302,
      unidade: '302',
      nmBloco: 'Bloco B',
      documento: expect.stringMatching(/^\d{2}\*+\d{2}$/),
    });
    expect(hits.find((v) => v.idVisitante === alone)).toMatchObject({ idUnidade: null, unidade: null, nmBloco: null });
  });

  test('encomenda pelo Cód. e pelo começo do rastreio; placa com ou sem hífen', async () => {
    const [parcel] = await t.db
      .insert(correspondencias)
      .values({
        idCondo: 1001,
        idUnidade: t.units.a101,
        destinatario: 'André Souza',
        categoria: 'PACOTE',
        tamanho: 'MEDIO',
        codigoRastreio: 'QB998877665BR',
        dataChegada: NOW,
      })
      .returning({ id: correspondencias.id });
    for (const q of [`Cód.${parcel!.id}`, `cod ${parcel!.id}`, `#${parcel!.id}`, 'qb9988'])
      expect((await find(a, q)).encomendas!.map((p) => p.id)).toEqual([parcel!.id]);
    // A number alone may be a unit; said to be a code, it is the parcel alone.
    expect((await find(a, '101')).unidades.map((u) => u.idUnidade)).toContain(t.units.a101);
    for (const q of ['#101', 'Cód.101'])
      expect(await find(a, q)).toMatchObject({ unidades: [], pessoas: [], veiculos: [], visitantes: [] });
    const [vehicle] = await t.db
      .insert(veiculos)
      .values({
        idCondo: 1001,
        idUnidade: t.units.a101,
        tipo: 'CARRO',
        placa: 'QRS4T56',
        cor: 'BRANCO',
        modelo: 'Corolla',
      })
      .returning({ id: veiculos.id });
    for (const q of ['qrs-4t56', 'QRS4T', 'qrs']) {
      const hits = (await find(a, q)).veiculos!;
      expect(hits.map((v) => v.id)).toContain(vehicle!.id);
      expect(hits.find((v) => v.id === vehicle!.id)).toMatchObject({ nmBloco: 'Bloco A', unidade: '101' });
    }
    expect((await find(a, 'corolla branco')).veiculos!.map((v) => v.id)).toContain(vehicle!.id);
    // The other condominium's token finds neither.
    expect((await find(b, `Cód.${parcel!.id}`)).encomendas).toEqual([]);
    expect((await find(b, 'qrs-4t56')).veiculos).toEqual([]);
  });

  test('reserva de hoje pelo nome da área (sem acento) ou pela unidade; nome de pessoa não lê reservas', async () => {
    const [area] = await t.db
      .select({ id: areas.id, nome: areas.nomeArea })
      .from(areas)
      .where(and(eq(areas.idCondo, 1001), eq(areas.ativo, true)))
      .orderBy(areas.id)
      .limit(1);
    const start = new Date('2026-11-29T20:00:00.000Z');
    const [booking] = await t.db
      .insert(areaReservas)
      .values({
        idCondo: 1001,
        idArea: area!.id,
        idUnidade: t.units.b302,
        tipoReserva: 'R',
        dataInicioReserva: start,
        dataFimReserva: new Date(start.getTime() + 3_600_000),
      })
      .returning({ id: areaReservas.id });
    const word = foldText(area!.nome).split(' ')[0]!;
    expect((await find(a, word.toUpperCase())).reservas!.map((r) => r.id)).toContain(booking!.id);
    expect((await find(a, 'b 302')).reservas!.map((r) => r.id)).toEqual([booking!.id]);
    expect((await find(a, 'a 302')).reservas).toEqual([]);
    expect((await find(a, 'ana clara')).reservas).toEqual([]);
  });

  test('o que a permissão não cobre não vem: sem controle de acesso nem reservas, nem visitantes, nem linha do tempo', async () => {
    // Carlos in condominium 1002: Correspondência, Ocorrências, Controle de Acesso and (granted) Veículos; no Reservas.
    const withAccess = await find(b, 'maria');
    expect(Object.keys(withAccess).sort()).toEqual(['encomendas', 'pessoas', 'unidades', 'veiculos', 'visitantes']);
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    await t.db
      .insert(permissoesRevogadas)
      .values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.accessControl });
    // Changed by SQL, behind the services: the app is told as the administration's services tell it (decision 132).
    forgetIn(t.db, { userId: carlos!.id });
    try {
      const result = await find(b, 'maria');
      expect(Object.keys(result).sort()).toEqual(['encomendas', 'pessoas', 'unidades', 'veiculos']);
      const page = await b.get(`/portaria/unidades/${t.units.torre101}`);
      expect(page.statusCode).toBe(200);
      const unit = page.json<UnitPage>();
      expect(unit).toMatchObject({ esperados: null, dentro: null, reservas: null, mudancas: null, linhaDoTempo: null });
      expect(Array.isArray(unit.moradores)).toBe(true);
      expect(Array.isArray(unit.encomendas)).toBe(true);
      expect(Array.isArray(unit.veiculos)).toBe(true);
    } finally {
      await t.db.delete(permissoesRevogadas).where(eq(permissoesRevogadas.idUsuario, carlos!.id));
      forgetIn(t.db, { userId: carlos!.id });
    }
  });

  test('busca curta ou longa demais é 400 com a mensagem; unidade de outro condomínio é 404', async () => {
    const short = await a.get('/portaria/busca', { q: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: M.searchTooShort });
    const long = await a.get('/portaria/busca', { q: 'x'.repeat(61) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: M.searchTooLong });
    const other = await a.get(`/portaria/unidades/${t.units.torre101}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.unitNotFound });
  });

  test('página da unidade: encomendas aguardando com a idade em dias, autorizados uma vez cada, últimos 10 acontecimentos', async () => {
    const unitId = t.units.b302;
    await t.db.insert(correspondencias).values([
      {
        idCondo: 1001,
        idUnidade: unitId,
        destinatario: 'X',
        categoria: 'PACOTE',
        tamanho: 'MEDIO',
        dataChegada: new Date(NOW.getTime() - 3 * DAY),
      },
      {
        idCondo: 1001,
        idUnidade: unitId,
        destinatario: 'Y',
        categoria: 'ENVELOPE',
        tamanho: 'PEQUENO',
        dataChegada: NOW,
      },
      {
        idCondo: 1001,
        idUnidade: unitId,
        destinatario: 'Z',
        categoria: 'PACOTE',
        tamanho: 'MEDIO',
        dataChegada: NOW,
        status: 'RETIRADA',
      },
    ]);
    const res = await a.get(`/portaria/unidades/${unitId}`);
    expect(res.statusCode).toBe(200);
    const page = res.json<UnitPage>();
    expect(page.unidade).toEqual({ idUnidade: unitId, unidade: '302', nmBloco: 'Bloco B', ativa: true });
    const waiting = page.encomendas!.filter((p) => ['X', 'Y', 'Z'].includes(p.destinatario));
    expect(waiting.map((p) => [p.destinatario, p.dias])).toEqual([
      ['X', 3],
      ['Y', 0],
    ]);
    const ids = page.autorizados!.map((p) => p.idAutorizado);
    expect(new Set(ids).size).toBe(ids.length);
    expect(page.linhaDoTempo!.length).toBeLessThanOrEqual(10);
    const times = page.linhaDoTempo!.map((e) => e.data);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.moradores!.every((m) => /^\d{2}\*+\d{2}$/.test(m.cpf))).toBe(true);
  });
});
