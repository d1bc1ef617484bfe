import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { checkoutDatabase } from './pglite-pool.ts';
import { SNAPSHOT_ENV } from './global-setup.ts';

const clientOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;
const one = async <T>(client: PGlite, text: string) => (await client.query<T>(text)).rows[0]!;

// The pool is for PGlite runs; on PostgreSQL each file copies the run's template database instead.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a reused PGlite database', () => {
  // Its own Blob: a pool of its own, so no other file's database in this worker is handed here.
  const snapshot = () => new Blob([readFileSync(process.env[SNAPSHOT_ENV]!)]);

  it("comes back with the snapshot's rows, sequences and session, whatever the last file did", async () => {
    const seed = snapshot();
    const first = await checkoutDatabase(seed);
    const client = clientOf(first);
    const before = await one<{ n: number }>(client, 'SELECT count(*)::int AS n FROM correspondencias');
    const nextId = await one<{ id: number }>(client, `SELECT nextval('correspondencias_id_seq')::int AS id`);
    const names = await one<{ names: string }>(
      client,
      `SELECT string_agg(nome, ',' ORDER BY id) AS names FROM usuarios`,
    );
    await client.exec(`DELETE FROM retiradas; DELETE FROM correspondencias; UPDATE usuarios SET nome = 'trocado';
      INSERT INTO roles (id_condo, nome) SELECT id_condo, 'papel de teste' FROM condominios LIMIT 1;
      SET statement_timeout = '1234ms'; BEGIN; DELETE FROM pessoas`);
    await first.close();

    const second = await checkoutDatabase(seed);
    expect(clientOf(second)).toBe(client);
    expect(await one(client, 'SELECT count(*)::int AS n FROM correspondencias')).toEqual(before);
    expect(await one(client, `SELECT string_agg(nome, ',' ORDER BY id) AS names FROM usuarios`)).toEqual(names);
    expect(await one(client, `SELECT count(*)::int AS n FROM roles WHERE nome = 'papel de teste'`)).toEqual({ n: 0 });
    expect(await one(client, `SELECT nextval('correspondencias_id_seq')::int AS id`)).toEqual(nextId);
    expect(await one(client, 'SHOW statement_timeout')).toEqual({ statement_timeout: '0' });
    await second.close();
  });

  it('is closed, not reused, when a test changed its schema', async () => {
    const seed = snapshot();
    const first = await checkoutDatabase(seed);
    const client = clientOf(first);
    await client.exec(`CREATE FUNCTION falha() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE 'x'; END $$;
      CREATE TRIGGER falha BEFORE INSERT ON roles FOR EACH ROW EXECUTE FUNCTION falha()`);
    await first.close();

    const second = await checkoutDatabase(seed);
    expect(clientOf(second)).not.toBe(client);
    expect(client.closed).toBe(true);
    await clientOf(second).exec(
      `INSERT INTO roles (id_condo, nome) SELECT id_condo, 'sem gatilho' FROM condominios LIMIT 1`,
    );
    await second.close();
  });
});
