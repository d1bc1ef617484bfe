import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { bearer, CARLOS, contextToken } from './helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { unitIdOf } from './units.ts';

type Query = Record<string, string | number | boolean | undefined>;
type Send = { query?: Query; payload?: unknown; headers?: Record<string, string> };

/**
 * One area's calls as the web app makes them: under /api, with the token's Bearer and the `origem` header every
 * request carries (spec 01 §6). A null token is an anonymous caller (still with `origem`).
 */
export const areaClient = (app: FastifyInstance, token: string | null) => {
  const headers: Record<string, string> = token ? bearer(token) : { origem: 'PORTARIA' };
  const send = (method: InjectOptions['method'], url: string, options: Send = {}): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: { ...headers, ...options.headers },
      ...(options.query
        ? {
            query: Object.fromEntries(
              Object.entries(options.query)
                .filter(([, v]) => v !== undefined)
                .map(([k, v]) => [k, String(v)]),
            ),
          }
        : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload as InjectOptions['payload'] }),
    });
  return {
    headers,
    get: (url: string, query?: Query, extra?: Omit<Send, 'query'>) =>
      send('GET', url, { ...extra, ...(query ? { query } : {}) }),
    post: (url: string, payload?: unknown, extra?: Omit<Send, 'payload'>) => send('POST', url, { ...extra, payload }),
    put: (url: string, payload?: unknown, extra?: Omit<Send, 'payload'>) => send('PUT', url, { ...extra, payload }),
    delete: (url: string, extra?: Send) => send('DELETE', url, extra),
  };
};
export type AreaClient = ReturnType<typeof areaClient>;

export type Fixture = TestApp & {
  /** Context tokens of Carlos (porteiro): `a` in condominium 1001 (4521), `b` in 1002 (7310, Correspondência/Veículos). */
  tokens: { a: string; b: string };
  /** Demo units: A's "Bloco A 101" and "Bloco B 302", B's "Torre Única 101". */
  units: { a101: number; b302: number; torre101: number };
  /** A client of the token (or anonymous with null). */
  client: (token: string | null) => AreaClient;
};

/** The app on a fresh seeded database with the tokens and units most area tests start from. */
export const createFixture = async (options: Parameters<typeof createTestApp>[0] = {}): Promise<Fixture> => {
  const t = await createTestApp(options);
  try {
    const tokens = { a: await contextToken(t.app, CARLOS, 1001), b: await contextToken(t.app, CARLOS, 1002) };
    const units = {
      a101: await unitIdOf(t.db, 1001, 'Bloco A', '101'),
      b302: await unitIdOf(t.db, 1001, 'Bloco B', '302'),
      torre101: await unitIdOf(t.db, 1002, 'Torre Única', '101'),
    };
    return { ...t, tokens, units, client: (token) => areaClient(t.app, token) };
  } catch (error) {
    await t.close();
    throw error;
  }
};
