import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel } from '../../modules/correspondence/correspondence.test-support.ts';
import { vehicleApi } from '../../modules/vehicles/vehicles.test-support.ts';

/** The areas write the condominium's timeline in the transaction of the change (spec 02 §2.5, STYLE §11). */
describe('linha do tempo: eventos gravados com a mudança', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await createFixture();
  });
  afterAll(() => t.close());

  // In the order they were written: without ORDER BY the database may answer in any order (an updated row moves).
  const eventsOf = (entidade: string, id: number) =>
    t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, entidade), eq(timelineEvents.idEntidade, String(id))))
      .orderBy(timelineEvents.id);

  test('correspondência recebida e retirada: um evento cada, com unidade, pessoa e porteiro', async () => {
    const created = (
      await api(t.app, t.tokens.a).register(parcel(t.units.a101, { destinatario: 'Marta Lima' }))
    ).json();
    const released = await api(t.app, t.tokens.a).release({
      id: created.id,
      nomeMoradorNaoCadastro: 'João Entregador',
    });
    expect(released.statusCode).toBe(200);
    const events = await eventsOf('correspondencia', created.id);
    expect(events.map((e) => [e.area, e.atividade, e.nmPessoa, e.idUnidade, e.idCondo])).toEqual([
      ['correspondencia', `Correspondência recebida (Cód.${created.id})`, 'Marta Lima', t.units.a101, 1001],
      ['correspondencia', `Correspondência retirada (Cód.${created.id})`, 'João Entregador', t.units.a101, 1001],
    ]);
    expect(events.every((e) => e.idUsuario !== null)).toBe(true);
  });

  test('uma retirada recusada (já retirada) não deixa evento', async () => {
    const created = (await api(t.app, t.tokens.a).register(parcel(t.units.b302))).json();
    await api(t.app, t.tokens.a).release({ id: created.id, nomeMoradorNaoCadastro: 'Pessoa Um' });
    const again = await api(t.app, t.tokens.a).release({ id: created.id, nomeMoradorNaoCadastro: 'Pessoa Dois' });
    expect(again.statusCode).toBe(409);
    expect((await eventsOf('correspondencia', created.id)).map((e) => e.nmPessoa)).toEqual(['Ana Souza', 'Pessoa Um']);
  });

  test('veículo cadastrado, alterado e excluído', async () => {
    const vehicles = vehicleApi(t.app, t.tokens.a);
    const body = {
      unidade: t.units.a101,
      tipo: 'CARRO',
      placa: 'TLN1A23',
      cor: 'PRATA',
      modelo: 'Argo',
      observacao: null,
      vagaAlugada: false,
    };
    const vehicle = (await vehicles.create(body)).json();
    expect((await vehicles.update(vehicle.id, { ...body, cor: 'PRETO', ativo: true })).statusCode).toBe(200);
    expect((await vehicles.remove(vehicle.id)).statusCode).toBe(204);
    const events = await eventsOf('veiculo', vehicle.id);
    expect(events.map((e) => e.atividade)).toEqual([
      'Veículo cadastrado (TLN1A23)',
      'Veículo alterado (TLN1A23)',
      'Veículo excluído (TLN1A23)',
    ]);
  });
});
