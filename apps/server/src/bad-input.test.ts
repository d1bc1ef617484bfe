import { MESSAGES } from '@portaria/shared';
import { VEHICLE_MESSAGES } from '@portaria/shared/vehicles/vehicles.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARLOS, MARIA, bearer, contextToken, login } from './test/helpers.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { unitIdOf } from './test/units.ts';
import { pessoas } from './db/schema/index.ts';
import { eq } from 'drizzle-orm';
import {
  badRequests,
  listOperations,
  toUrl,
  type BadRequest,
  type OpenApiDocument,
  type Operation,
} from './test/openapi-sweep.ts';
import {
  isOurMessage,
  optionalDateValues,
  validBodies,
  validPathValues,
  validQueryValuesOf,
  type Fixtures,
} from './test/bad-input-fixtures.ts';

type Failure = { op: string; label: string; category: BadRequest['category']; status: number; body: string };

/**
 * Security finding 3: ordinary bad input (ids past int4, NUL, lone surrogates) must answer 4xx { message } in
 * pt-BR, never 500 with a stack. The sweep walks every operation of the OpenAPI document.
 */
describe('entrada inválida nunca dá 500', () => {
  let t: TestApp;
  let f: Fixtures;
  const tokens: Record<'porteiro' | 'sindica' | 'login' | 'refresh', string> = {
    porteiro: '',
    sindica: '',
    login: '',
    refresh: '',
  };
  let ip = 0;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.porteiro = await contextToken(t.app);
    tokens.sindica = await contextToken(t.app, MARIA);
    tokens.refresh = await contextToken(t.app);
    tokens.login = (await login(t.app, CARLOS.cpf, CARLOS.password)).json().token;
    const unit = await unitIdOf(t.db, 1001, 'Bloco B', '302');
    const [resident] = await t.db
      .select({ id: pessoas.id, nome: pessoas.nome, cpf: pessoas.cpf })
      .from(pessoas)
      .where(eq(pessoas.idUnidade, unit));
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/api/veiculo',
      headers: bearer(tokens.porteiro),
      payload: { unidade: unit, tipo: 'MOTO', placa: 'SWP1A23', cor: 'AZUL', vagaAlugada: false },
    });
    f = { unit, vehicleId: vehicle.json().id, resident: resident!, token: tokens.porteiro };
  });
  afterAll(() => t.close());

  const tokenFor = (op: Operation): string | null => {
    if (op.path.includes('/precadastros') || op.path.includes('/cobrancas')) return tokens.sindica;
    // The audit log viewer is the syndic's (readAudit): the doorkeeper's 403 would hide its dates and ids.
    if (op.path.startsWith('/api/administracao/auditoria')) return tokens.sindica;
    // Common areas, blocks and move rules are the syndic's (manageAreas): the same reason.
    if (op.path.startsWith('/api/administracao/areas') || op.path.startsWith('/api/administracao/mudancas'))
      return tokens.sindica;
    if (op.path.startsWith('/api/auth/rbac/context')) return tokens.login;
    if (op.path.startsWith('/api/auth/rbac/refresh')) return tokens.refresh;
    return tokens.porteiro;
  };

  /** Sends one request from its own client address, so per-IP limits never answer 429 before the bad value is read. */
  const send = (op: Operation, request: Pick<BadRequest, 'path' | 'query' | 'body'>) => {
    ip += 1;
    const token = tokenFor(op);
    return t.app.inject({
      method: op.method as 'GET',
      url: toUrl(op.path, request.path, request.query),
      headers: token ? bearer(token) : { origem: 'PORTARIA' },
      remoteAddress: `10.9.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
  };

  const problemOf = (status: number, body: string): string | null => {
    if (status >= 500) return 'status 5xx';
    if (/\bat .+:\d+:\d+|stack|node_modules/.test(body)) return 'stack no corpo';
    if (status < 400 || status === 429) return null;
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return 'corpo não é JSON';
    }
    const keys = json && typeof json === 'object' ? Object.keys(json) : [];
    if (keys.length !== 1 || keys[0] !== 'message') return 'corpo não é { message }';
    return isOurMessage((json as { message: unknown }).message) ? null : 'mensagem fora do catálogo pt-BR';
  };

  /**
   * Client clocks the server records as text or ignores (its own clock decides): a wrong year there is no reason to
   * refuse the desk's work, so their bad years only need a clean answer. Every other date must be refused (400).
   */
  const CLIENT_CLOCKS = [
    'body dataChegada=',
    'body dataRetirada=',
    'body dataOcorrencia=',
    'body dataInclusao=',
    'body data=',
  ];
  const dateProblemOf = (request: BadRequest, status: number): string | null =>
    request.category !== 'date' || status === 400 || CLIENT_CLOCKS.some((field) => request.label.startsWith(field))
      ? null
      : `data fora de 2000–2100 aceita (${status})`;

  test('varredura do OpenAPI: ids além de int4, NUL, surrogates soltos e datas do ano 0000 ou fora de 2000–2100', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument;
    const failures: (Failure & { problem: string })[] = [];
    let sent = 0;
    let dates = 0;
    for (const op of listOperations(doc)) {
      if (op.key === 'POST /api/auth/rbac/logout') continue; // no input, and it would end the sweep's session
      const path = { ...validPathValues(f), id: op.path.includes('/veiculo') ? String(f.vehicleId) : '1' };
      const values = validQueryValuesOf(op.key);
      const query = Object.fromEntries(
        op.params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, values[p.name] ?? '1']),
      );
      const makeBody = validBodies[op.key];
      if (op.body && !makeBody)
        throw new Error(`sem corpo válido conhecido para ${op.key}: acrescente em bad-input-fixtures.ts`);
      // Each request gets a fresh valid base: some bodies spend a resource (a parcel released, an altcha solution).
      const freshBase = async () => ({ path, query, body: makeBody ? await makeBody(t, f) : undefined });
      const count = badRequests(op, await freshBase(), optionalDateValues).length;
      for (let index = 0; index < count; index += 1) {
        const request = badRequests(op, await freshBase(), optionalDateValues)[index]!;
        // A streamed report that breaks after its first byte rejects here (the year-0000 CSV of issue 28 item 13).
        const res = await send(op, request).catch((error: Error) => ({
          statusCode: 200,
          body: `resposta interrompida: ${error.message}`,
        }));
        sent += 1;
        if (request.category === 'date') dates += 1;
        const problem = res.body.startsWith('resposta interrompida')
          ? res.body
          : (problemOf(res.statusCode, res.body) ?? dateProblemOf(request, res.statusCode));
        if (problem)
          failures.push({
            op: op.key,
            label: request.label,
            category: request.category,
            status: res.statusCode,
            body: res.body.slice(0, 160),
            problem,
          });
      }
    }
    const summary: Record<string, number> = {};
    for (const x of failures) summary[`${x.category} ${x.problem}`] = (summary[`${x.category} ${x.problem}`] ?? 0) + 1;
    console.info(`varredura: ${sent} requisições, ${failures.length} falhas`, summary);
    expect(sent).toBeGreaterThan(100);
    expect(dates).toBeGreaterThan(60);
    expect(failures.map((x) => `${x.status} ${x.problem} | ${x.op} | ${x.label} | ${x.body}`)).toEqual([]);
    // ~1,000 requests on a shared 2-core machine: the default 30 s is too tight once the date cases joined.
  }, 120_000);

  test.each([
    ['POST', '/api/auth/rbac/context/2147483648', 'login'],
    ['POST', '/api/auth/rbac/refresh/2147483648', 'refresh'],
    ['POST', '/api/portaria/api/v1/precadastros/2147483648/aprovar', 'sindica'],
    ['POST', '/api/portaria/api/v1/precadastros/2147483648/recusar', 'sindica'],
    ['GET', '/api/appinstalado/2147483648', 'porteiro'],
    ['GET', '/api/unidades/2147483648/moradores', 'porteiro'],
    ['GET', '/api/correspondencia?unidade=2147483648', 'porteiro'],
    ['GET', '/api/correspondencia?bloco=2147483648', 'porteiro'],
    ['GET', '/api/correspondencia/moradores?unidade=2147483648', 'porteiro'],
    ['GET', '/api/correspondencia/relatorio/CSV?unidade=2147483648', 'porteiro'],
    ['GET', '/api/correspondencia/relatorio/PDF?bloco=2147483648', 'porteiro'],
    ['DELETE', '/api/veiculo/2147483648', 'porteiro'],
  ] as const)('%s %s: id além de int4 dá 400 Identificador inválido', async (method, url, who) => {
    const res = await t.app.inject({ method, url, headers: bearer(tokens[who]) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.idInvalid });
  });

  test.each([
    '/api/correspondencia/moradores?search=%00',
    '/api/correspondencia/moradores?search=Ana%00',
    '/api/veiculo/custom?queryParam=%00',
  ])('GET %s: busca com NUL dá 400 em pt-BR', async (url) => {
    const res = await t.app.inject({ url, headers: bearer(tokens.porteiro) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.textInvalid });
  });

  test('corpos de correspondência e veículo: unidade além de int4, NUL e surrogate solto dão 400', async () => {
    const headers = bearer(tokens.porteiro);
    const vehicle = { unidade: f.unit, tipo: 'CARRO', placa: 'SWP2B34', cor: 'PRETO', vagaAlugada: false };
    const parcelBody = { unidade: f.unit, destinatario: 'Ana Souza', categoria: 'PACOTE', tamanho: 'MEDIO' };
    const cases: [string, string, object, string][] = [
      ['POST', '/api/correspondencia/entrada', { ...parcelBody, unidade: 2147483648 }, MESSAGES.idInvalid],
      ['POST', '/api/correspondencia/entrada', { ...parcelBody, destinatario: 'a\u0000b' }, MESSAGES.textInvalid],
      ['POST', '/api/correspondencia/entrada', { ...parcelBody, observacao: 'a\u0000b' }, MESSAGES.textInvalid],
      [
        'POST',
        '/api/correspondencia/retirada-multipla',
        { ids: [1], nomeMoradorNaoCadastro: 'a\u0000b' },
        MESSAGES.textInvalid,
      ],
      ['POST', '/api/veiculo', { ...vehicle, unidade: 2147483648 }, VEHICLE_MESSAGES.unitRequired],
      ['POST', '/api/veiculo', { ...vehicle, modelo: 'a\u0000b' }, MESSAGES.textInvalid],
      ['PUT', `/api/veiculo/${f.vehicleId}`, { ...vehicle, observacao: 'a\u0000b' }, MESSAGES.textInvalid],
      ['PUT', `/api/veiculo/${f.vehicleId}`, { ...vehicle, modelo: '\ud800' }, MESSAGES.textInvalid],
      ['PUT', `/api/veiculo/${f.vehicleId}`, { ...vehicle, observacao: 'fim\udc00' }, MESSAGES.textInvalid],
    ];
    for (const [method, url, payload, message] of cases) {
      const res = await t.app.inject({ method: method as 'POST', url, headers, payload });
      expect({ url, payload, status: res.statusCode, body: res.json() }).toEqual({
        url,
        payload,
        status: 400,
        body: { message },
      });
    }
  });
});
