import { maskId, stripCpf } from '@portaria/shared';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { autorizacoes, pessoas, visitanteUnidades, visitantes } from '../../db/schema/index.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel } from './correspondence.test-support.ts';

type Item = { morador: Record<string, unknown> & { nome: string; cpf: string }; tipoAcesso: string };

/** Issue 28 §14 and §18: the pickup list carries what its screen shows, and the unit's authorised people. */
describe('quem está retirando: moradores e autorizados da unidade, só com nome e CPF', () => {
  let f: Fixture;
  let unit: number;
  let other: number;
  let n = 8800;
  let today = '';

  /** A visitor of the unit with one schedule (spec 02 §3 Authorization). */
  const authorised = async (
    nome: string,
    idUnidade: number,
    schedule: { tipo: string; de?: string | null; ate?: string | null; excluido?: boolean },
  ) => {
    const cpf = makeCpf(++n);
    const [person] = await f.db
      .insert(visitantes)
      .values({
        idCondo: 1001,
        nome,
        tipoDocumento: 'CPF',
        numeroDocumento: cpf,
        visitanteTipo: 'VISITANTE',
        busca: nome.toLowerCase(),
      })
      .returning({ id: visitantes.id });
    const [link] = await f.db
      .insert(visitanteUnidades)
      .values({ idCondo: 1001, idVisitante: person!.id, idUnidade })
      .returning({ id: visitanteUnidades.id });
    await f.db.insert(autorizacoes).values({
      idCondo: 1001,
      idVisitanteUnidade: link!.id,
      tipoAutorizacao: schedule.tipo,
      dataDe: schedule.de ?? null,
      dataAte: schedule.ate ?? null,
      diasSemana: 127,
      excluidoEm: schedule.excluido ? new Date() : null,
    });
    return { id: person!.id, cpf, nome };
  };

  beforeAll(async () => {
    f = await createFixture();
    today = todayIn(f.clock.now());
    unit = f.units.a101;
    other = f.units.b302;
  });
  afterAll(() => f.close());

  test('moradores da unidade só com nome, CPF e aplicativo: nem telefone nem e-mail', async () => {
    const { data } = (await api(f.app, f.tokens.a).residents(unit)).json() as { data: Item[] };
    // The unit's residents; the authorised people other tests add to it carry their own id (next test).
    const residents = data.filter((item) => item.tipoAcesso !== 'AUTORIZADO');
    expect(residents.length).toBeGreaterThan(0);
    for (const item of residents)
      expect(Object.keys(item.morador).sort()).toEqual(['cadastrado', 'cpf', 'idMorador', 'nome']);
  });

  test('quem tem autorização ativa na unidade aparece com nome e CPF; vencida, excluída, de interfone ou de outra unidade não', async () => {
    const yesterday = addDays(today, -1);
    const ana = await authorised('Ana Autorizada Prado', unit, {
      tipo: 'ACESSO_LIBERADO',
      de: yesterday,
      ate: addDays(today, 30),
    });
    const bia = await authorised('Bia Pontual Reis', unit, { tipo: 'PONTUAL', de: today, ate: today });
    await authorised('Caio Vencido Lopes', unit, { tipo: 'PONTUAL', de: yesterday, ate: yesterday });
    await authorised('Dora Excluída Melo', unit, {
      tipo: 'ACESSO_LIBERADO',
      de: yesterday,
      ate: addDays(today, 30),
      excluido: true,
    });
    await authorised('Edu Interfone Sá', unit, { tipo: 'INTERFONAR' });
    await authorised('Fábio Outra Unidade', other, { tipo: 'ACESSO_LIBERADO', de: yesterday, ate: addDays(today, 30) });

    const { data } = (await api(f.app, f.tokens.a).residents(unit)).json() as { data: Item[] };
    const mine = ['Ana', 'Bia', 'Caio', 'Dora', 'Edu', 'Fábio'];
    const people = data.filter((i) => i.tipoAcesso === 'AUTORIZADO' && mine.includes(i.morador.nome.split(' ')[0]!));
    expect(people.map((i) => i.morador)).toEqual([
      { idMorador: null, idAutorizado: ana.id, nome: ana.nome, cpf: ana.cpf, cadastrado: false },
      { idMorador: null, idAutorizado: bia.id, nome: bia.nome, cpf: bia.cpf, cadastrado: false },
    ]);
    // Residents first, then the authorised people.
    const kinds = data.map((i) => (i.tipoAcesso === 'AUTORIZADO' ? 'A' : 'M')).join('');
    expect(kinds).toMatch(/^M+A+$/);
  });

  test('o autorizado retira a correspondência; o de outra unidade é recusado', async () => {
    const gil = await authorised('Gil Autorizado Costa', unit, {
      tipo: 'ACESSO_LIBERADO',
      de: today,
      ate: addDays(today, 10),
    });
    const id = (await api(f.app, f.tokens.a).register(parcel(unit))).json().id as number;
    const stranger = await authorised('Hugo Outra Unidade', other, {
      tipo: 'ACESSO_LIBERADO',
      de: today,
      ate: addDays(today, 10),
    });
    const refused = await api(f.app, f.tokens.a).release({ id, moradorRetirada: { idAutorizado: stranger.id } });
    expect(refused.statusCode).toBe(400);
    const res = await api(f.app, f.tokens.a).release({
      id,
      moradorRetirada: { idAutorizado: gil.id, nome: gil.nome, cadastrado: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      status: 'RETIRADA',
      moradorRetirada: { idMorador: null, nome: gil.nome },
    });
  });

  test('a busca de moradores não traz CPF completo nem contatos, e ainda acha pelos dígitos do CPF', async () => {
    const [someone] = await f.db.select().from(pessoas).where(eq(pessoas.idUnidade, unit)).limit(1);
    const body = (await api(f.app, f.tokens.a).search({ search: someone!.cpf.slice(0, 6), unidade: unit })).json() as {
      data: Item[];
    };
    const found = body.data.find((i) => i.morador.idMorador === someone!.id);
    expect(found?.morador).toEqual({
      idMorador: someone!.id,
      nome: someone!.nome,
      cpf: maskId(someone!.cpf),
      cadastrado: someone!.appInstalado,
    });
    expect(JSON.stringify(body)).not.toContain(stripCpf(someone!.cpf));
  });
});
