import { MESSAGES } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { JPEG_BYTES, parcel, putFile, unitIdOf } from './correspondence.test-support.ts';

type Call = { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> };

/** Role x operation grid: anonymous 401, syndic of 4521 without the permission 403, other condominium 404, doorkeeper 2xx. */
describe('acesso às rotas de correspondência', () => {
  let t: TestApp;
  let carlos: string;
  let maria: string;
  let carlos1002: string;
  let calls: Record<string, Call>;
  let ownUnitCalls: Record<string, (id: number) => Call>;
  beforeAll(async () => {
    t = await createTestApp();
    carlos = await contextToken(t.app);
    maria = await contextToken(t.app, MARIA);
    carlos1002 = await contextToken(t.app, undefined, 1002);
    const unit = await unitIdOf(t.db, 1001, 'Bloco A', '202');
    const created = async () => (await send(t.app, carlos, { method: 'POST', url: '/api/correspondencia/entrada', payload: parcel(unit) })).json().id;
    const presigned = (await send(t.app, carlos, { method: 'GET', url: '/api/lelloutil/api/aws/presigned-url/put' })).json();
    await putFile(t.app, presigned.url, JPEG_BYTES);
    calls = {
      entrada: { method: 'POST', url: '/api/correspondencia/entrada', payload: parcel(unit) },
      pendentes: { method: 'GET', url: `/api/correspondencia?status=PENDENTE&unidade=${unit}&limit=100` },
      retirada: { method: 'POST', url: '/api/correspondencia/retirada', payload: { id: await created(), nomeMoradorNaoCadastro: 'Fulano' } },
      retiradaMultipla: { method: 'POST', url: '/api/correspondencia/retirada-multipla', payload: { ids: [await created()], nomeMoradorNaoCadastro: 'Fulano' } },
      relatorio: { method: 'GET', url: `/api/correspondencia/relatorio/CSV?unidade=${unit}` },
      moradores: { method: 'GET', url: `/api/unidades/${unit}/moradores` },
      appinstalado: { method: 'GET', url: `/api/appinstalado/${unit}` },
      foto: { method: 'GET', url: `/api/correspondencia/foto/${presigned.fileName}` },
    };
    ownUnitCalls = {
      busca: () => ({ method: 'GET', url: '/api/correspondencia/moradores?search=a' }),
      historico: () => ({ method: 'GET', url: '/api/correspondencia?dataChegadaFrom=2024-09-01&dataChegadaUntil=2024-10-01' }),
      presigned: () => ({ method: 'GET', url: '/api/lelloutil/api/aws/presigned-url/put' }),
    };
  });
  afterAll(() => t.close());

  const send = (app: FastifyInstance, token: string | null, call: Call) =>
    app.inject({ method: call.method, url: call.url, headers: token ? bearer(token) : { origem: 'PORTARIA' }, ...(call.payload ? { payload: call.payload } : {}) });

  test('sem token: 401 em todas', async () => {
    for (const call of [...Object.values(calls), ...Object.values(ownUnitCalls).map((f) => f(0))]) {
      const res = await send(t.app, null, call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });

  test('síndica de 4521 sem a permissão de correspondência: 403 em todas', async () => {
    for (const call of [...Object.values(calls), ...Object.values(ownUnitCalls).map((f) => f(0))]) {
      const res = await send(t.app, maria, call);
      expect(res.statusCode, call.url).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.forbidden });
    }
  });

  test('porteiro no contexto de outro condomínio: a unidade, a correspondência e a foto de 4521 não existem para ele', async () => {
    for (const [name, call] of Object.entries(calls)) {
      const res = await send(t.app, carlos1002, call);
      const expected = name === 'foto' ? 204 : 404;
      expect(res.statusCode, name).toBe(expected);
    }
  });

  test('porteiro de 4521: 2xx em todas', async () => {
    for (const [name, call] of Object.entries({ ...calls, ...Object.fromEntries(Object.entries(ownUnitCalls).map(([k, f]) => [k, f(0)])) })) {
      const res = await send(t.app, carlos, call);
      expect([200, 201, 204], `${name}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
  });
});
