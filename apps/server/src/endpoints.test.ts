import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { OPENAPI_TAGS } from '@portaria/shared/areas';
import { allEndpoints } from '@portaria/shared/endpoints';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * "METHOD /path" of every route the app registered, read from fastify's own route tree (printRoutes): what was
 * registered, not what a document says. HEAD routes are fastify's copies of the GETs.
 */
const registeredRoutes = (t: TestApp): string[] => {
  const stack: string[] = [];
  const keys: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const node = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!node) continue;
    const depth = node[1]!.length / 4;
    stack.length = depth;
    stack.push(node[2]!);
    const path = stack.join('');
    for (const method of node[3]?.split(', ') ?? []) if (method !== 'HEAD') keys.push(`${method} ${path}`);
  }
  return keys;
};

/** Swagger UI's pages and the web app's files are not API calls. */
const isApiCall = (key: string) => / \/api\//.test(key) && !/ \/api\/docs/.test(key);

const moduleSources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(path);
    return entry.name.endsWith('.routes.ts') ? [path] : [];
  });

describe('rotas declaradas uma vez (decisão 072)', () => {
  let t: TestApp;
  let routes: string[];
  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t)
      .filter(isApiCall)
      .map((key) => key.replace(' /api/', ' /'));
  });
  afterAll(async () => {
    await t.close();
  });

  test('as rotas /api registradas são exatamente as declaradas em packages/shared, nem mais nem menos', () => {
    const declared = allEndpoints.map(endpointKey);
    expect(routes.length).toBeGreaterThanOrEqual(35);
    expect(
      routes.filter((key) => !declared.includes(key)),
      'rotas sem declaração em <área>.endpoints.ts',
    ).toEqual([]);
    expect(
      declared.filter((key) => !routes.includes(key)),
      'declarações sem rota no servidor',
    ).toEqual([]);
  });

  test('cada operação do OpenAPI leva uma só etiqueta, e ela é de uma área da tabela de áreas (packages/shared/src/areas.ts)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const tagsOf = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, tags: operation.tags ?? [] })),
    );
    expect(tagsOf.length).toBeGreaterThanOrEqual(35);
    expect(
      tagsOf.filter(({ tags }) => tags.length !== 1 || !(OPENAPI_TAGS as readonly string[]).includes(tags[0]!)),
    ).toEqual([]);
    const used = new Set(tagsOf.map(({ tags }) => tags[0]));
    expect(
      OPENAPI_TAGS.filter((tag) => !used.has(tag)),
      'etiquetas da tabela que nenhuma rota usa',
    ).toEqual([]);
  });

  test('nenhum módulo registra uma rota à mão: método, caminho e schema vêm de routeOf(endpoint)', () => {
    const modules = join(import.meta.dirname, 'modules');
    for (const file of moduleSources(modules)) {
      const source = readFileSync(file, 'utf8');
      expect(source, file).not.toMatch(/\.(get|post|put|patch|delete|head|all)\(\s*['"`]/);
      const routes = source.match(/\.route\(/g) ?? [];
      const declared = source.match(/\.route\(\{\s*\.\.\.\(await routeOf\(/g) ?? [];
      expect(declared.length, file).toBe(routes.length);
    }
  });
});
