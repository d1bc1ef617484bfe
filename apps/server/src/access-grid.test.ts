import { MESSAGES } from '@portaria/shared';
import { ACCOUNT_MESSAGES } from '@portaria/shared/accounts/accounts.messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AREAS, type GridRequest, type OperationFixture } from './test/access-fixtures.ts';
import { REFUSALS } from './test/access-refusals.ts';
import { buildWorld, type World } from './test/access-world.ts';
import { isOurMessage } from './test/bad-input-fixtures.ts';
import { listOperations, toUrl, type OpenApiDocument, type Operation } from './test/openapi-sweep.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The access grid (issue 10 §5, decision 070): every operation of the app's own OpenAPI document that takes a Bearer
 * token, including routes written after this test, is run against no token, a garbage one and a bare login token
 * (401), a role without the route's permission or without any role (403), condominium B's token on A's records
 * (403/404/204 with none of A's data) and, for lists, searches and exports, a search for a marked record of A.
 * 403 means only "this token may not do this" (decision 095): a business refusal of A's own token is 409/422.
 * The role x operation suites of each area are replaced by it; a route without a fixture fails here by name.
 */
describe('grade de acesso de todas as rotas com Bearer', () => {
  let t: TestApp;
  let w: World;
  let ops: Operation[];
  let cases = 0;

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    ops = listOperations(doc).filter((op) => op.isBearer);
  });
  afterAll(async () => {
    console.info(`grade de acesso: ${ops.length} operações, ${cases} casos`);
    await t.close();
  });

  const fixtureOf = (op: Operation): OperationFixture | undefined => AREAS[op.tag]?.operations[op.key];
  const isArea = (op: Operation) => op.access?.permission !== undefined;

  const send = (op: Operation, token: string | null, request: GridRequest | 'junk') => {
    cases += 1;
    const headers: Record<string, string> = {
      origem: 'PORTARIA',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    if (request !== 'junk')
      return t.app.inject({
        method: op.method as 'GET',
        url: request.url,
        headers,
        ...(request.payload ? { payload: request.payload } : {}),
      });
    // Whatever the payload: path and query values of the wrong type and a body that is not even JSON.
    const path = Object.fromEntries(op.params.filter((p) => p.in === 'path').map((p) => [p.name, 'x%00']));
    const query = Object.fromEntries(op.params.filter((p) => p.in === 'query').map((p) => [p.name, 'x%00']));
    const hasBody = ['POST', 'PUT', 'PATCH'].includes(op.method);
    const body = hasBody
      ? { payload: '{"lixo":', headers: { ...headers, 'content-type': 'application/json' } }
      : { headers };
    return t.app.inject({ method: op.method as 'GET', url: toUrl(op.path, path, query), ...body });
  };

  /** null when the answer is `status` with one pt-BR { message } of ours (and, if given, that message). */
  const refusal = (res: LightMyRequestResponse, status: number, message?: string): string | null => {
    if (res.statusCode !== status) return `${res.statusCode} em vez de ${status}: ${res.body.slice(0, 120)}`;
    const body = res.json() as Record<string, unknown>;
    if (Object.keys(body).join() !== 'message' || !isOurMessage(body.message))
      return `corpo não é { message } em pt-BR: ${res.body.slice(0, 120)}`;
    return message && body.message !== message ? `mensagem "${String(body.message)}"` : null;
  };
  const marksIn = (body: string) => Object.values(w.marks).filter((mark) => body.includes(mark));

  test('toda operação com Bearer declara quem pode chamá-la (x-access) e tem fixture', () => {
    const problems = ops.flatMap((op) => {
      const fixture = fixtureOf(op);
      if (!op.access) return [`${op.key}: sem x-access; registre a rota com areaRoutes (platform/http/area-routes.ts)`];
      if (!fixture)
        return [
          `${op.key}: sem fixture; acrescente em test/access-fixtures.ts, área "${op.tag}": onA (um pedido nos registros de A) ou noIdsOfA, e search se for lista`,
        ];
      const out: string[] = [];
      if (!fixture.onA && !fixture.noIdsOfA) out.push(`${op.key}: a fixture precisa de onA ou noIdsOfA`);
      if (isArea(op) && op.access.permission !== AREAS[op.tag]!.permission)
        out.push(`${op.key}: permissão ${String(op.access.permission)}, esperada ${String(AREAS[op.tag]!.permission)}`);
      if (isArea(op) && op.method === 'GET' && (op.isList || op.path.includes('/relatorio/')) && !fixture.search)
        out.push(`${op.key}: lista, busca ou exportação sem search na fixture`);
      return out;
    });
    expect(ops.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  test('sem token, com token inválido ou só com o token de login: 401 seja qual for o corpo', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const tokens: [string, string | null][] = [
        ['sem token', null],
        ['token inválido', w.tokens.garbage],
      ];
      if (!op.access?.tokens.includes('login')) tokens.push(['token de login', w.tokens.login]);
      for (const [who, token] of tokens) {
        const problem = refusal(
          await send(op, token, 'junk'),
          401,
          op.access?.tokens.includes('two-factor') ? ACCOUNT_MESSAGES.verificationExpired : MESSAGES.unauthorized,
        );
        if (problem) problems.push(`${op.key} ${who}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('sem a permissão da rota, ou sem cargo no condomínio do token: 403 seja qual for o corpo', async () => {
    const problems: string[] = [];
    for (const op of ops.filter(isArea)) {
      const permission = AREAS[op.tag]?.permission;
      const tokens: [string, string][] = [['sem cargo', w.tokens.roleless]];
      if (permission) tokens.push([`sem ${permission}`, await w.tokens.without(permission)]);
      for (const [who, token] of tokens) {
        const problem = refusal(await send(op, token, 'junk'), 403, MESSAGES.forbidden);
        if (problem) problems.push(`${op.key} ${who}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('o token de B nos registros de A: 403/404 sem dado de A (204 vazio na foto); o de A: 2xx', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const fixture = fixtureOf(op);
      if (!fixture?.onA) continue;
      const request = await fixture.onA(w);
      const expected = fixture.fromB ?? 404;
      const fromB = await send(op, w.tokens.b, request);
      const problem =
        expected === 403 || expected === 404
          ? refusal(fromB, expected, fixture.message)
          : fromB.statusCode !== expected
            ? `${fromB.statusCode} em vez de ${expected}`
            : null;
      if (problem) problems.push(`${op.key} B: ${problem}`);
      if (expected === 204 && fromB.body !== '') problems.push(`${op.key} B: 204 com corpo`);
      if (marksIn(fromB.body).length > 0) problems.push(`${op.key} B: mostrou ${marksIn(fromB.body).join(', ')}`);
      if (fixture.onlyB) continue;
      const fromA = await send(op, w.tokens.a, request);
      if (fromA.statusCode < 200 || fromA.statusCode > 299)
        problems.push(`${op.key} A: ${fromA.statusCode} ${fromA.body.slice(0, 120)} (a fixture não serve)`);
    }
    expect(problems).toEqual([]);
  });

  test('403 só por falta de permissão ou por outro condomínio nomeado no pedido (decisão 095)', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const fixture = fixtureOf(op);
      if (fixture?.fromB !== 403 || !fixture.onA) continue;
      // B's 403 is right only when the request itself names A's condominium (idCondo 1001 or reference 4521).
      const { url } = await fixture.onA(w);
      if (!/[/=](1001|4521)(\b|$)/.test(url))
        problems.push(`${op.key}: 403 para B sem nomear o condomínio de A (${url}); recusa de negócio é 409/422`);
    }
    for (const key of Object.keys(REFUSALS))
      if (!ops.some((op) => op.key === key)) problems.push(`${key}: recusa sem rota no OpenAPI`);
    expect(problems).toEqual([]);
  });

  test('recusas de negócio com a permissão da rota: 409/422 com a mensagem em pt-BR, declaradas no OpenAPI, nunca 403', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      for (const refused of REFUSALS[op.key] ?? []) {
        const res = await send(op, w.tokens.a, await refused.request(w));
        const problem = refusal(res, refused.status, refused.message);
        if (problem) problems.push(`${op.key} (${refused.why}): ${problem}`);
        if (!op.responses.includes(String(refused.status)))
          problems.push(`${op.key}: o OpenAPI não declara ${refused.status}`);
      }
    }
    expect(Object.keys(REFUSALS).length).toBeGreaterThanOrEqual(7);
    expect(problems).toEqual([]);
  });

  test('listas, buscas e exportações: A encontra o registro marcado, B não', async () => {
    const problems: string[] = [];
    for (const op of ops) {
      const search = fixtureOf(op)?.search;
      if (!search || 'skip' in search) continue;
      const { url, mark } = search(w);
      const fromA = await send(op, w.tokens.a, { url });
      if (!fromA.body.includes(mark))
        problems.push(`${op.key} A não encontra "${mark}" (${fromA.statusCode}): a busca não prova nada`);
      const fromB = await send(op, w.tokens.b, { url });
      if (fromB.statusCode >= 500) problems.push(`${op.key} B: ${fromB.statusCode}`);
      if (marksIn(fromB.body).length > 0) problems.push(`${op.key} B: mostrou ${marksIn(fromB.body).join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
