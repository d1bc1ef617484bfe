import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { usePreparedStatements } from './prepared-pglite.ts';

// Decision 133: the statements a server repeats run as named prepared statements on embedded PGlite. The answers
// must be those of PGlite's own query path, on the first run (unnamed) as on the next ones (prepared).
describe('consultas preparadas no PGlite', () => {
  // One database: the prepared path as the server uses it, and PGlite's own query() called on the same client.
  let prepared: PGlite;
  let plain: { query: PGlite['query'] };
  const schema = `CREATE TABLE t (id int PRIMARY KEY, quando timestamptz, dados jsonb, tags text[], nome text);
    CREATE TABLE u (id int PRIMARY KEY, quando timestamptz, dados jsonb, tags text[], nome text)`;

  beforeAll(async () => {
    prepared = usePreparedStatements(new PGlite());
    await prepared.exec(schema);
    plain = { query: (...args) => PGlite.prototype.query.apply(prepared, args) as never };
  });
  afterAll(() => prepared.close());

  const insert = 'INSERT INTO t (id, quando, dados, tags, nome) VALUES ($1, $2, $3, $4, $5) RETURNING *';
  const select = 'SELECT id, quando, dados, tags, nome FROM t WHERE id = $1';
  // The same statements on a twin table, always through PGlite's own path (never prepared).
  const [insertU, selectU] = [insert, select].map((text) => text.replace(' t ', ' u '));

  test('a mesma consulta repetida dá as mesmas linhas, tipos e nulos que o caminho do PGlite', async () => {
    for (let id = 1; id <= 4; id++) {
      const params = [id, new Date(Date.UTC(2026, 0, id)), { n: id, s: 'ã' }, ['a', `b${id}`], id % 2 ? null : 'x'];
      const [a, b] = [await plain.query(insertU!, params), await prepared.query(insert, params)];
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      const [c, d] = [
        await plain.query(selectU!, [id], { rowMode: 'array' }),
        await prepared.query(select, [id], { rowMode: 'array' }),
      ];
      expect(d.rows).toEqual(c.rows);
      expect(d.rows[0]).toEqual([id, new Date(Date.UTC(2026, 0, id)), { n: id, s: 'ã' }, ['a', `b${id}`], params[4]]);
    }
  });

  test('erro do banco numa transação chega com o código, e a transação desfaz tudo', async () => {
    const duplicate = prepared.transaction(async (tx) => {
      await tx.query(insert, [10, null, null, null, 'dez']);
      await tx.query(insert, [1, null, null, null, 'repetido']);
    });
    await expect(duplicate).rejects.toMatchObject({ code: '23505', query: insert });
    expect((await prepared.query(select, [10])).rows).toEqual([]);
    const committed = await prepared.transaction(
      async (tx) => (await tx.query(insert, [11, null, null, null, 'o'])).rows,
    );
    expect(committed).toHaveLength(1);
  });

  test('DISCARD ALL desfaz as preparadas; a consulta seguinte prepara de novo', async () => {
    await prepared.exec('DISCARD ALL');
    expect((await prepared.query(select, [2])).rows).toHaveLength(1);
    await prepared.query('DEALLOCATE ALL');
    expect((await prepared.query(select, [3])).rows).toHaveLength(1);
  });
});
