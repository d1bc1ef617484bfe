import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { nameRepeatedStatements, ONE_PLAN_FOR_EVERY_PATTERN_MARK, PLANNED_FOR_ITS_VALUES_MARK } from './prepared-pg.ts';

// Decision 134: on PostgreSQL a statement run twice gets a name and is parsed and planned once per connection. The
// answers stay those of an unnamed statement; a text without values (several commands), a text search (`like`) and
// the texts past the bound run unnamed. Needs a PostgreSQL server (TEST_DATABASE_URL, as in CI).
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('consultas nomeadas no PostgreSQL', () => {
  let pool: pg.Pool;
  const table = `prepared_pg_${process.pid}`;
  /** The statements this connection holds under a name. */
  const namedOnServer = async (client: pg.PoolClient) =>
    (await client.query('SELECT statement FROM pg_prepared_statements')).rows.map((r) => String(r.statement));

  beforeAll(async () => {
    pool = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: 1 }), 2);
    await pool.query(`DROP TABLE IF EXISTS ${table}; CREATE TABLE ${table} (id int PRIMARY KEY, nome text)`);
  });
  afterAll(async () => {
    await pool.query(`DROP TABLE IF EXISTS ${table}`);
    await pool.end();
  });

  test('a segunda execução é nomeada, as respostas são as mesmas e um texto sem valores segue sem nome', async () => {
    const insert = `INSERT INTO ${table} (id, nome) VALUES ($1, $2) RETURNING id, nome`;
    const select = `SELECT id, nome FROM ${table} WHERE id <= $1 ORDER BY id`;
    for (let id = 1; id <= 4; id++) {
      expect((await pool.query(insert, [id, `n${id}`])).rows).toEqual([{ id, nome: `n${id}` }]);
      expect((await pool.query({ text: select, rowMode: 'array' }, [id])).rows.at(-1)).toEqual([id, `n${id}`]);
    }
    const client = await pool.connect();
    try {
      expect(await namedOnServer(client)).toEqual(expect.arrayContaining([insert, select]));
      // Two commands in one text: a named statement could not hold them; it runs as before.
      await client.query(`SELECT 1; SELECT 2`);
      await client.query(`SELECT 1; SELECT 2`);
      // Past the bound (2 here) a new text runs unnamed, and still answers.
      const third = `SELECT count(*)::int AS n FROM ${table} WHERE id > $1`;
      for (let i = 0; i < 3; i++) expect((await client.query(third, [2])).rows).toEqual([{ n: 2 }]);
      expect(await namedOnServer(client)).not.toContain(third);
    } finally {
      client.release();
    }
  });

  test('uma busca de texto (like) ou um texto marcado é planejado para os seus valores a cada vez: nunca nomeado', async () => {
    const second = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: 1 }));
    const client = await second.connect();
    try {
      const search = `SELECT id FROM ${table} WHERE nome LIKE $1`;
      const exact = `SELECT id FROM ${table} WHERE nome = $1`;
      const marked = `${PLANNED_FOR_ITS_VALUES_MARK} SELECT id FROM ${table} WHERE id = $1`;
      for (let i = 0; i < 3; i++) {
        expect((await client.query(search, ['n1%'])).rows).toEqual([{ id: 1 }]);
        expect((await client.query(exact, ['n1'])).rows).toEqual([{ id: 1 }]);
        expect((await client.query(marked, [1])).rows).toEqual([{ id: 1 }]);
      }
      const named = await namedOnServer(client);
      expect(named).toContain(exact);
      expect(named).not.toContain(search);
      expect(named).not.toContain(marked);
    } finally {
      client.release();
      await second.end();
    }
  });

  test('uma busca de texto marcada como de um plano só é nomeada', async () => {
    const second = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: 1 }));
    const client = await second.connect();
    try {
      const search = `${ONE_PLAN_FOR_EVERY_PATTERN_MARK} SELECT id FROM ${table} WHERE nome LIKE $1`;
      for (let i = 0; i < 3; i++) expect((await client.query(search, ['n1%'])).rows).toEqual([{ id: 1 }]);
      expect(await namedOnServer(client)).toContain(search);
    } finally {
      client.release();
      await second.end();
    }
  });

  test('um erro de valor numa consulta nomeada não estraga as próximas', async () => {
    const select = `SELECT id FROM ${table} WHERE id = $1`;
    const second = nameRepeatedStatements(new pg.Pool({ connectionString: url, max: 1 }));
    try {
      await second.query(select, [1]);
      await expect(second.query(select, ['não é número'])).rejects.toMatchObject({ code: '22P02' });
      expect((await second.query(select, [2])).rows).toEqual([{ id: 2 }]);
      expect((await second.query(select, [3])).rows).toEqual([{ id: 3 }]);
    } finally {
      await second.end();
    }
  });
});
