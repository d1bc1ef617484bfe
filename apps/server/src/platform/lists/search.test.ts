import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { everyWordHasTrigrams, foldSql, foldText, storedContains } from './search.ts';

// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL: the fold must not depend on the engine nor on the
// database's locale, so each name is also compared under the "C" collation, where lower('Á') is 'Á'.
describe('busca sem acentos nem maiúsculas, igual em qualquer banco e locale', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  const matches = async (stored: string, query: string, collation: 'default' | 'C') => {
    const value = collation === 'C' ? sql`(${stored}::text collate "C")` : sql`${stored}::text`;
    // foldSql is the expression the stored `busca` columns are generated with (foldSqlText, the same text).
    const result = await db.execute<{ hit: boolean }>(sql`select ${storedContains(foldSql(value), query)} as hit`);
    return (result as unknown as { rows: { hit: boolean }[] }).rows[0]!.hit;
  };

  const cases: [string, string][] = [
    ['ÁLVARO CONCEIÇÃO', 'alvaro conceicao'],
    ['Álvaro Conceição', 'ÁLVARO'],
    ['JOSÉ DA SILVA', 'jose'],
    ['Ângela Müller', 'angela muller'],
    ['Íris Ñandú', 'iris nandu'],
    ['ÔNIBUS ÀS 10H', 'onibus as'],
  ];

  test.each(cases)('%s contém %s', async (stored, query) => {
    expect(await matches(stored, query, 'default')).toBe(true);
    expect(await matches(stored, query, 'C')).toBe(true);
  });

  test('% e _ digitados são letras, não curingas', async () => {
    expect(await matches('Ana Souza', '%', 'default')).toBe(false);
    expect(await matches('Ana_Souza', 'a_s', 'C')).toBe(true);
    expect(await matches('AnaXSouza', 'a_s', 'C')).toBe(false);
  });

  test('o JavaScript dobra o texto como o banco', () => {
    expect(foldText('ÁLVARO Conceição Müller')).toBe('alvaro conceicao muller');
  });
});

test('palavras com trigrama próprio: todas de 3 letras ou mais, e ao menos uma', () => {
  expect(everyWordHasTrigrams(['maria', 'sou'])).toBe(true);
  expect(everyWordHasTrigrams(['maria', 'so'])).toBe(false);
  expect(everyWordHasTrigrams(['xq'])).toBe(false);
  expect(everyWordHasTrigrams([])).toBe(false);
});
