import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { correspondencias, preCadastros, veiculos } from './db/schema/index.ts';
import { decide } from './modules/accounts/pre-registration-review.repository.ts';
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
      idUsuario: 1,
    });
    expect(await markReleased(t.db, 1002, [id], pickup)).toBe(0);
    const [row] = await t.db
      .select({ status: correspondencias.status })
      .from(correspondencias)
      .where(eq(correspondencias.id, id));
    expect(row!.status).toBe('PENDENTE');
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
});
