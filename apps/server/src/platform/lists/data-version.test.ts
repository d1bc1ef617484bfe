import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { condominios } from '../../db/schema/index.ts';
import { createClock, createTestDatabase } from '../../test/test-app.ts';
import { cachedList, createListCache } from './cached-list.ts';
import { bumpDataVersion, readDataVersion } from './data-version.repository.ts';
import { escapeLike, searchWords } from './search.ts';
import { paginate, totalRowsColumn } from './paginate.ts';

const CONDO = 5001;
const OTHER = 5002;

/** Decision 061: a cached list is keyed by its area's data version, moved in the write's own transaction. */
describe('versão dos dados das listas', () => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    db = handle.db;
    close = handle.close;
    await db.insert(condominios).values([
      { idCondo: CONDO, referencia: 5001, nome: 'Residencial Versão', nomeFantasia: 'Versão' },
      { idCondo: OTHER, referencia: 5002, nome: 'Outro', nomeFantasia: 'Outro' },
    ]);
  });
  afterAll(() => close());

  test('começa em 0, sobe 1 a cada escrita, por condomínio e por área', async () => {
    expect(await readDataVersion(db, CONDO, 'veiculos')).toBe(0);
    await bumpDataVersion(db, CONDO, 'veiculos');
    expect(await readDataVersion(db, CONDO, 'veiculos')).toBe(1);
    await bumpDataVersion(db, CONDO, 'veiculos');
    await bumpDataVersion(db, CONDO, 'veiculos');
    expect(await readDataVersion(db, CONDO, 'veiculos')).toBe(3);
    expect(await readDataVersion(db, OTHER, 'veiculos')).toBe(0);
    expect(await readDataVersion(db, CONDO, 'correspondencia')).toBe(0);
  });

  test('uma escrita desfeita não move a versão (ela anda na transação da escrita)', async () => {
    const before = await readDataVersion(db, CONDO, 'ocorrencias');
    await expect(
      db.transaction(async (tx) => {
        await bumpDataVersion(tx as unknown as Database, CONDO, 'ocorrencias');
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(await readDataVersion(db, CONDO, 'ocorrencias')).toBe(before);
  });

  test('a lista em cache só carrega de novo quando a versão da sua área muda', async () => {
    const cache = createListCache({ maxBytes: 10_000, now: createClock().now });
    const loads: number[] = [];
    const list = (idCondo: number, key = 'page=1') =>
      cachedList(db, cache, {
        area: 'moradores',
        idCondo,
        key,
        load: async (version) => (loads.push(version), { version, idCondo }),
        serialize: (value) => JSON.stringify(value),
      });
    expect(JSON.parse(String(await list(CONDO)))).toEqual({ version: 0, idCondo: CONDO });
    await list(CONDO);
    expect(loads).toEqual([0]);
    await list(CONDO, 'page=2');
    await list(OTHER);
    expect(loads).toEqual([0, 0, 0]);
    await bumpDataVersion(db, CONDO, 'moradores');
    expect(JSON.parse(String(await list(CONDO)))).toEqual({ version: 1, idCondo: CONDO });
    // Another area's write (one no other test here reads) leaves this list cached.
    await bumpDataVersion(db, CONDO, 'documentos');
    await list(CONDO);
    await list(OTHER);
    expect(loads).toEqual([0, 0, 0, 1]);
    expect(cache.stats().entries).toBe(4);
  });

  test('uma página cortada pela própria consulta traz o total de count(*) OVER ()', async () => {
    const load = ({ limit, offset }: { limit: number; offset: number }) =>
      db
        .select({ n: sql<number>`n`.mapWith(Number), totalRows: totalRowsColumn() })
        .from(sql`generate_series(1, 5) as n`)
        .orderBy(sql`n`)
        .limit(limit)
        .offset(offset);
    expect(await paginate({ page: 2, limit: 2 }, load, (rows) => rows.map((row) => row.n))).toEqual({
      data: [3, 4],
      meta: { page: 2, totalPages: 3, totalItems: 5 },
    });
    expect(await paginate({ page: 4, limit: 2 }, load, (rows) => rows.map((row) => row.n))).toEqual({
      data: [],
      meta: { page: 4, totalPages: 3, totalItems: 5 },
    });
  });
});

describe('busca: palavras e curingas', () => {
  test('a busca vira palavras dobradas (sem acento, minúsculas), sem vazias', () => {
    expect(searchWords('  Civic   PRETO ')).toEqual(['civic', 'preto']);
    expect(searchWords('José\tda\nConceição')).toEqual(['jose', 'da', 'conceicao']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
  });

  test('%, _ e \\ digitados são letras, não curingas', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('sem curinga')).toBe('sem curinga');
  });
});
