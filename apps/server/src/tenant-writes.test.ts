import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  autorizacoes,
  correspondencias,
  logEntradas,
  pessoas,
  preCadastros,
  veiculos,
  visitanteUnidades,
  visitantes,
} from './db/schema/index.ts';
import { decide } from './modules/accounts/pre-registration-review.repository.ts';
import { markBiometryRegistered, removeResident } from './modules/access-control/residents.repository.ts';
import { closeVisit } from './modules/access-control/entries-visits.repository.ts';
import { visitorBody } from './modules/access-control/visitors.test-support.ts';
import {
  deactivateLinks,
  deactivatePerson,
  markLinkSchedulesDeleted,
  markScheduleDeleted,
  updateLink,
  updatePerson,
  updateSchedule,
} from './modules/access-control/visitors-writes.repository.ts';
import { insertPickup, markReleased } from './modules/correspondence/parcels.repository.ts';
import { deactivateVehicle, updateVehicle } from './modules/vehicles/vehicles.repository.ts';
import { bearer, contextToken } from './test/helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { unitIdOf } from './test/units.ts';

/**
 * Issue 10 §2: a repository write names the condominium and filters by it, so a write that reaches it with another
 * condominium's id changes nothing (0 rows, which the services answer with 404) even if a check before it was skipped.
 */
describe('escritas filtradas por condomínio', () => {
  let t: TestApp;
  let unit: number;
  let token: string;
  const at = new Date('2024-10-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp();
    token = await contextToken(t.app);
    unit = await unitIdOf(t.db, 1001, 'Bloco A', '101');
  });
  afterAll(() => t.close());

  test('veículo de 4521 não muda por uma escrita com o condomínio 1002', async () => {
    const body = { unidade: unit, tipo: 'CARRO', placa: 'TNT1A23', cor: 'PRETO', vagaAlugada: false };
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/veiculo', headers: bearer(token), payload: body })
    ).json();
    const values = {
      idUnidade: unit,
      tipo: 'MOTO' as const,
      placa: 'TNT9Z99',
      cor: 'AZUL' as const,
      modelo: null,
      observacao: null,
      vagaAlugada: true,
      ativo: true,
    };
    expect(await updateVehicle(t.db, 1002, id, values, at)).toBe(0);
    expect(await deactivateVehicle(t.db, 1002, id, at)).toBe(0);
    const [row] = await t.db.select().from(veiculos).where(eq(veiculos.id, id));
    expect(row).toMatchObject({ placa: 'TNT1A23', tipo: 'CARRO', ativo: true });
    expect(await deactivateVehicle(t.db, 1001, id, at)).toBe(1);
  });

  test('correspondência de 4521 não é retirada por uma escrita com o condomínio 1002', async () => {
    const parcel = { unidade: unit, destinatario: 'Ana Souza', categoria: 'PACOTE', tamanho: 'MEDIO' };
    const { id } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/correspondencia/entrada',
        headers: bearer(token),
        payload: parcel,
      })
    ).json();
    const pickup = await insertPickup(t.db, 1002, {
      dataRetirada: at,
      idMorador: null,
      nome: 'Fulano',
      cpf: null,
      cadastrado: false,
      conferencia: 'DOCUMENTO',
      idUsuario: 1,
    });
    expect(await markReleased(t.db, 1002, [id], pickup)).toBe(0);
    const [row] = await t.db
      .select({ status: correspondencias.status })
      .from(correspondencias)
      .where(eq(correspondencias.id, id));
    expect(row!.status).toBe('PENDENTE');
  });

  test('morador de 4521 não sai da unidade nem ganha biometria por escritas com o condomínio 1002', async () => {
    const [person] = await t.db
      .insert(pessoas)
      .values({ idUnidade: unit, cpf: '52998224725', nome: 'Helena Vizinha', createdBy: 1 })
      .returning({ id: pessoas.id });
    const before = await t.db.select().from(pessoas).where(eq(pessoas.id, person!.id));
    expect(await removeResident(t.db, 1002, person!.id, 1, at)).toBe(0);
    expect(await markBiometryRegistered(t.db, 1002, person!.id)).toBe(0);
    expect(await t.db.select().from(pessoas).where(eq(pessoas.id, person!.id))).toEqual(before);
    // Its own condominium still reaches it.
    expect(await markBiometryRegistered(t.db, 1001, person!.id)).toBe(1);
    expect(await removeResident(t.db, 1001, person!.id, 1, at)).toBe(1);
    const [row] = await t.db.select().from(pessoas).where(eq(pessoas.id, person!.id));
    expect(row).toMatchObject({ situacao: 'REMOVIDO', statusBiometria: 'CADASTRADA', removidoPor: 1 });
  });

  test('pré-cadastro de 4521 não é decidido por uma escrita com o condomínio 1002', async () => {
    const [pre] = await t.db
      .insert(preCadastros)
      .values({
        idCondo: 1001,
        nome: 'Rafael Teixeira',
        cpf: '71428793860',
        cargo: 'ZELADOR',
        telefone: '11976543210',
        createdAt: at,
      })
      .returning({ id: preCadastros.id });
    expect(await decide(t.db, 1002, pre!.id, 'APROVADO', 1, at)).toBe(0);
    const [row] = await t.db
      .select({ status: preCadastros.status })
      .from(preCadastros)
      .where(eq(preCadastros.id, pre!.id));
    expect(row!.status).toBe('PENDENTE');
  });

  test('visitante, agendamento e visita de 4521 não mudam por escritas com o condomínio 1002', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/controleacesso/${url}`, headers: bearer(token), payload });
    const saved = await post('visitantecomautorizacao', visitorBody(unit, { visitante: { nome: 'Otília Vizinha' } }));
    expect(saved.statusCode, saved.body).toBe(201);
    const ids = saved.json() as { idVisitante: number; idVisitanteUnidade: number; idAutorizacao: number };
    const entry = await post('logentrada', {
      tipo: 'ENTRADA',
      idVisitanteUnidade: ids.idVisitanteUnidade,
      idAutorizacao: ids.idAutorizacao,
      data: '2000-01-01T00:00:00',
    });
    expect(entry.statusCode, entry.body).toBe(200);
    const { idLogEntrada } = entry.json() as { idLogEntrada: number };
    const snapshot = async () => ({
      person: (await t.db.select().from(visitantes).where(eq(visitantes.id, ids.idVisitante)))[0],
      link: (await t.db.select().from(visitanteUnidades).where(eq(visitanteUnidades.id, ids.idVisitanteUnidade)))[0],
      schedule: (await t.db.select().from(autorizacoes).where(eq(autorizacoes.id, ids.idAutorizacao)))[0],
      visit: (await t.db.select().from(logEntradas).where(eq(logEntradas.id, idLogEntrada)))[0],
    });
    const before = await snapshot();
    const person = {
      nome: 'Intruso',
      rg: null,
      empresa: null,
      telefone: null,
      estrangeiro: false,
      tipoDocumento: 'CPF',
      numeroDocumento: '00000000191',
      visitanteTipo: 'PRESTADOR',
      usaBiometriaFacial: false,
      busca: 'intruso',
    };
    const schedule = {
      tipoAutorizacao: 'PONTUAL',
      dataDe: '2024-10-02',
      dataAte: '2024-10-02',
      diasSemana: 0,
      usaBiometriaFacial: true,
    };
    // The writes the services run (edit, delete a schedule, delete the visitor, exit) with 1002 and 4521's ids.
    expect.soft(await updatePerson(t.db, 1002, ids.idVisitante, person)).toBe(0);
    expect
      .soft(await updateLink(t.db, 1002, ids.idVisitanteUnidade, { parentesco: 'x', funcao: 'y', observacao: 'z' }))
      .toBe(0);
    expect.soft(await updateSchedule(t.db, 1002, ids.idAutorizacao, schedule)).toBe(0);
    expect.soft(await markScheduleDeleted(t.db, 1002, ids.idAutorizacao, at)).toBe(0);
    expect.soft(await markLinkSchedulesDeleted(t.db, 1002, [ids.idVisitanteUnidade], at)).toBe(0);
    expect.soft(await deactivateLinks(t.db, 1002, [ids.idVisitanteUnidade])).toBe(0);
    expect.soft(await deactivatePerson(t.db, 1002, ids.idVisitante)).toBe(0);
    expect.soft(await closeVisit(t.db, 1002, idLogEntrada, at, 1)).toBeNull();
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after).toMatchObject({
      person: { nome: 'Otília Vizinha', ativo: true },
      link: { ativo: true, parentesco: null },
      schedule: { tipoAutorizacao: 'INTERFONAR', excluidoEm: null },
      visit: { dtSaida: null },
    });
    expect(await closeVisit(t.db, 1001, idLogEntrada, at, 1)).toBe(idLogEntrada);
  });
});
