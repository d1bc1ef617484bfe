import { correspondenciaPageSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bumpDataVersion, readDataVersion } from '../../platform/lists/data-version.repository.ts';
import { correspondencias } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { api, parcel, unitIdOf } from './correspondence.test-support.ts';

/** The list answers are cached per process, keyed by the condominium's data version (decision 061). */
describe('cache das listas de correspondências', () => {
  let t: Fixture;
  let token: string;
  let unit: number;
  const history = { dataChegadaFrom: '2024-09-01', dataChegadaUntil: '2024-10-01', page: 1, limit: 200 };
  const version = async (idCondo: number) => readDataVersion(t.db, idCondo, 'correspondencia');

  beforeAll(async () => {
    t = await createFixture({ now: new Date('2024-10-01T15:00:00.000Z') });
    token = t.tokens.a;
    unit = await unitIdOf(t.db, 1001, 'Bloco B', '201');
  });
  afterAll(() => t.close());

  test('cadastro e retirada mudam a versão de dados só do condomínio delas', async () => {
    const [before1001, before1002] = [await version(1001), await version(1002)];
    const created = (await api(t.app, token).register(parcel(unit))).json();
    expect(await version(1001)).toBe(before1001 + 1);
    await api(t.app, token).release({ id: created.id, nomeMoradorNaoCadastro: 'Entregador', cpfCnpj: null });
    expect(await version(1001)).toBe(before1001 + 2);
    expect(await version(1002)).toBe(before1002);
    // A refused release (already taken) changes nothing.
    expect(
      (await api(t.app, token).release({ id: created.id, nomeMoradorNaoCadastro: 'Outro', cpfCnpj: null })).statusCode,
    ).toBe(409);
    expect(await version(1001)).toBe(before1001 + 2);
  });

  test('a resposta em cache é JSON, igual byte a byte à de um servidor sem cache', async () => {
    const uncached = await t.sibling({ listCacheBytes: 0 });
    const first = await api(t.app, token).list(history);
    const cached = await api(t.app, token).list(history);
    const fresh = await api(uncached, token).list(history);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(cached.body).toBe(first.body);
    expect(fresh.body).toBe(first.body);
    expect(first.json().meta.totalItems).toBeGreaterThan(0);
    // The bytes are the ones the route's zod serializer (the one every other route uses) makes of the same page.
    const zodSerialize = serializerCompiler({
      schema: correspondenciaPageSchema,
      method: 'GET',
      url: '/api/correspondencia',
      httpStatus: '200',
    });
    expect(zodSerialize(first.json())).toBe(first.body);
  });

  test('a resposta repetida vem do cache até a versão dos dados mudar', async () => {
    const pending = { unidade: unit, status: 'PENDENTE', limit: 100 };
    const created = (await api(t.app, token).register(parcel(unit, { destinatario: 'Antes' }))).json();
    expect((await api(t.app, token).list(pending)).json().data[0].destinatario).toBe('Antes');
    // Changed behind the API's back (no version bump): the cached answer is what comes back.
    await t.db.update(correspondencias).set({ destinatario: 'Por fora' }).where(eq(correspondencias.id, created.id));
    expect((await api(t.app, token).list(pending)).json().data[0].destinatario).toBe('Antes');
    await bumpDataVersion(t.db, 1001, 'correspondencia');
    expect((await api(t.app, token).list(pending)).json().data[0].destinatario).toBe('Por fora');
  });

  test('outro processo no mesmo banco vê na hora o cadastro e a retirada feitos por este', async () => {
    const other = await t.sibling();
    const pending = { unidade: unit, status: 'PENDENTE', limit: 100 };
    const before = (await api(other, token).list(pending)).json();
    const beforeHistory = (await api(other, token).list(history)).json();
    // Written through THIS process: the other one's caches hold the old answers.
    const created = (await api(t.app, token).register(parcel(unit, { destinatario: 'Chegou Agora' }))).json();
    const after = (await api(other, token).list(pending)).json();
    expect(after.data[0]).toMatchObject({ id: created.id, destinatario: 'Chegou Agora', status: 'PENDENTE' });
    expect(after.meta.totalItems).toBe(before.meta.totalItems + 1);
    expect((await api(other, token).list(history)).json().meta.totalItems).toBe(beforeHistory.meta.totalItems + 1);

    await api(t.app, token).release({ id: created.id, nomeMoradorNaoCadastro: 'Vizinha', cpfCnpj: null });
    const released = (await api(other, token).list(pending)).json();
    expect(released.data.some((d: { id: number }) => d.id === created.id)).toBe(false);
    const row = (await api(other, token).list(history)).json().data.find((d: { id: number }) => d.id === created.id);
    expect(row).toMatchObject({ status: 'RETIRADA', nomeMoradorNaoCadastro: 'Vizinha' });
  });

  test('o cache não atravessa condomínios nem guarda erros', async () => {
    const token1002 = t.tokens.b;
    const mine = (await api(t.app, token).list(history)).json();
    const theirs = (await api(t.app, token1002).list(history)).json();
    expect(theirs.data.some((d: { id: number }) => mine.data.some((m: { id: number }) => m.id === d.id))).toBe(false);
    // The unit of 1001 is 404 for 1002, every time (the failed load is not kept as an answer).
    for (let i = 0; i < 2; i += 1)
      expect((await api(t.app, token1002).list({ unidade: unit, status: 'PENDENTE' })).statusCode).toBe(404);
  });
});
