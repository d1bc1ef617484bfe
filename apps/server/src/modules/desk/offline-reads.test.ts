import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import type { OfflineReads } from '@portaria/shared/desk/offline-reads.schemas';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  autorizacoes,
  correspondencias,
  permissoesRevogadas,
  usuarios,
  visitanteUnidades,
  visitantes,
} from '../../db/schema/index.ts';
import { weekBitOf } from './unit-sections.repository.ts';
import { CARLOS } from '../../test/helpers.ts';
import { forgetIn } from '../../platform/access/context-cache.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');

describe('o que a portaria lê sem conexão (issue 35 item 2)', () => {
  let t: Fixture;
  let a: AreaClient;
  let b: AreaClient;
  const readsOf = async (client: AreaClient) => {
    const res = await client.get('/portaria/offline');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OfflineReads>();
  };

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    a = t.client(t.tokens.a);
    b = t.client(t.tokens.b);
    await t.db.insert(correspondencias).values({
      idCondo: 1001,
      idUnidade: t.units.b302,
      destinatario: 'Caixa para ler sem rede',
      categoria: 'PACOTE',
      tamanho: 'MEDIO',
      dataChegada: new Date(NOW.getTime() - 86_400_000),
    });
  });
  afterAll(() => t.close());

  test('cada unidade ativa do condomínio como a sua página mostra, numa resposta, sem telefone e com CPF mascarado', async () => {
    const reads = await readsOf(a);
    expect(reads).toMatchObject({ geradoEm: NOW.toISOString(), dia: '2026-11-29' });
    expect(reads.unidades.length).toBeGreaterThan(10);
    for (const offline of reads.unidades) {
      const page = (await a.get(`/portaria/unidades/${offline.unidade.idUnidade}`)).json<UnitPage>();
      expect(offline.unidade).toEqual(page.unidade);
      expect(offline.instrucoes).toEqual(page.instrucoes);
      expect(offline.moradores).toEqual(page.moradores!.map((m) => ({ ...m, telefone: null })));
      expect(offline.autorizados).toEqual(page.autorizados);
      expect(offline.encomendas).toEqual(page.encomendas);
      expect(offline.esperados).toEqual(page.esperados);
      expect(offline).toMatchObject({ veiculos: null, dentro: null, chaves: null, linhaDoTempo: null });
      expect(offline.moradores!.every((m) => /^\d{2}\*+\d{2}$/.test(m.cpf))).toBe(true);
    }
    const b302 = reads.unidades.find((u) => u.unidade.idUnidade === t.units.b302)!;
    expect(b302.encomendas!.map((p) => p.destinatario)).toContain('Caixa para ler sem rede');
    expect(b302.moradores!.length).toBeGreaterThan(0);
  });

  test('esperados hoje: do dia, semanais no dia da semana e sem fim; não os de ontem, de outro dia, vencidos ou excluídos', async () => {
    const today = '2026-11-29';
    const bit = weekBitOf(today);
    const [visitor] = await t.db
      .insert(visitantes)
      .values({
        idCondo: 1001,
        nome: 'Esperado de Hoje',
        tipoDocumento: 'CPF',
        numeroDocumento: '11122233396',
        visitanteTipo: 'VISITANTE',
        busca: 'esperado de hoje 11122233396',
      })
      .returning({ id: visitantes.id });
    const [link] = await t.db
      .insert(visitanteUnidades)
      .values({ idCondo: 1001, idVisitante: visitor!.id, idUnidade: t.units.b302 })
      .returning({ id: visitanteUnidades.id });
    const schedule = async (values: Partial<typeof autorizacoes.$inferInsert>) => {
      const [row] = await t.db
        .insert(autorizacoes)
        .values({ idCondo: 1001, idVisitanteUnidade: link!.id, tipoAutorizacao: 'PONTUAL', ...values })
        .returning({ id: autorizacoes.id });
      return row!.id;
    };
    const weekly = (dataDe: string, dataAte: string | null, diasSemana: number) =>
      schedule({ tipoAutorizacao: 'ACESSO_LIBERADO', dataDe, dataAte, diasSemana });
    const shown = [
      await schedule({ dataDe: today, dataAte: today }),
      await weekly('2026-11-22', null, bit),
      await weekly('2026-11-01', '2026-11-29', 127),
    ];
    await schedule({ dataDe: '2026-11-28', dataAte: '2026-11-28' });
    await weekly('2026-11-22', null, 127 & ~bit);
    await weekly('2026-11-01', '2026-11-28', 127);
    await weekly('2026-11-30', null, 127);
    await schedule({ dataDe: today, dataAte: today, excluidoEm: NOW });
    const page = (await a.get(`/portaria/unidades/${t.units.b302}`)).json<UnitPage>();
    const ours = page.esperados!.filter((e) => e.idVisitante === visitor!.id).map((e) => e.idAutorizacao);
    expect(ours.sort()).toEqual([...shown].sort());
    const offline = (await readsOf(a)).unidades.find((u) => u.unidade.idUnidade === t.units.b302)!;
    expect(offline.esperados).toEqual(page.esperados);
  });

  test('nada de outro condomínio: o token de B lê só as unidades de B', async () => {
    const ofA = new Set((await readsOf(a)).unidades.map((u) => u.unidade.idUnidade));
    const ofB = (await readsOf(b)).unidades;
    expect(ofB.length).toBeGreaterThan(0);
    expect(ofB.filter((u) => ofA.has(u.unidade.idUnidade))).toEqual([]);
    expect(JSON.stringify(ofB)).not.toContain('Caixa para ler sem rede');
  });

  test('o que a permissão não cobre vem nulo, como na página da unidade', async () => {
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    await t.db
      .insert(permissoesRevogadas)
      .values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.accessControl });
    // Changed by SQL, behind the services: the app is told as the administration's services tell it (decision 132).
    forgetIn(t.db, { userId: carlos!.id });
    try {
      const [unit] = (await readsOf(b)).unidades;
      expect(unit).toMatchObject({ esperados: null, reservas: null, mudancas: null });
      expect(Array.isArray(unit!.moradores)).toBe(true);
      expect(Array.isArray(unit!.encomendas)).toBe(true);
    } finally {
      await t.db.delete(permissoesRevogadas).where(eq(permissoesRevogadas.idUsuario, carlos!.id));
      forgetIn(t.db, { userId: carlos!.id });
    }
  });

  test('sem token é 401 com a mensagem em pt-BR', async () => {
    const res = await t.app.inject({ url: '/api/portaria/offline', headers: { origem: 'PORTARIA' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
