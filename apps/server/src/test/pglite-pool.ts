import type { PGlite } from '@electric-sql/pglite';
import { createDatabase, wrapPglite, type DatabaseHandle } from '../db/client.ts';

/**
 * Per worker, the PGlite databases test files have closed, handed to the next file once their data is back to the
 * snapshot's: a clone boots PostgreSQL again (~0.3 s of CPU, 127 times a run), a reset empties the tables and copies
 * the snapshot's rows back (~0.04 s). A database whose schema a test changed (a trigger, a function) is not reset
 * but closed, and the next file gets a fresh clone.
 */

type Table = { name: string; columns: string; rows: Blob | undefined };
type Sequence = { name: string; value: string; called: boolean };
type Baseline = { fingerprint: string; tables: Table[]; sequences: Sequence[] };

// Everything a test can create or change besides rows: relations, columns, defaults, constraints, triggers,
// functions, types, schemas, rules, extensions and roles. Two clones of one snapshot give the same text.
const FINGERPRINT = `
  SELECT md5(string_agg(x, ',' ORDER BY x)) AS fingerprint FROM (
    SELECT 'c' || (oid, relname, relkind, relnatts, relhastriggers, relhasrules, relrowsecurity)::text
      FROM pg_class WHERE oid >= 16384
    UNION ALL SELECT 'a'
      || (attrelid, attnum, attname, atttypid, attnotnull, attisdropped, atthasdef, attgenerated)::text
      FROM pg_attribute WHERE attrelid >= 16384
    UNION ALL SELECT 'd' || (oid, md5(pg_get_expr(adbin, adrelid)))::text FROM pg_attrdef
    UNION ALL SELECT 'k' || (oid, convalidated)::text FROM pg_constraint
    UNION ALL SELECT 't' || (oid, tgenabled)::text FROM pg_trigger
    UNION ALL SELECT 'p' || (oid, md5(prosrc))::text FROM pg_proc WHERE oid >= 16384
    UNION ALL SELECT 'y' || oid::text FROM pg_type WHERE oid >= 16384
    UNION ALL SELECT 'n' || (oid, nspname)::text FROM pg_namespace
    UNION ALL SELECT 'r' || oid::text FROM pg_rewrite WHERE oid >= 16384
    UNION ALL SELECT 'e' || (extname, extversion)::text FROM pg_extension
    UNION ALL SELECT 'u' || (oid, rolname)::text FROM pg_authid
    UNION ALL SELECT 's' || coalesce(array_to_string(setconfig, ';'), '') FROM pg_db_role_setting
  ) parts(x)`;

const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
    (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
    AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1`;

const SEQUENCES = `
  SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value,
    last_value IS NOT NULL AS called
  FROM pg_sequences`;

const readBaseline = async (client: PGlite): Promise<Baseline> => {
  const [{ fingerprint }] = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows as [
    { fingerprint: string },
  ];
  const tables: Table[] = [];
  for (const { name, columns } of (await client.query<{ name: string; columns: string }>(TABLES)).rows) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    const copied = rows[0]!.n > 0 ? await client.query(`COPY ${name} (${columns}) TO '/dev/blob'`) : undefined;
    tables.push({ name, columns, rows: copied?.blob });
  }
  const sequences = (await client.query<Sequence>(SEQUENCES)).rows;
  return { fingerprint, tables, sequences };
};

/** What each table saw since the database was last handed out: PostgreSQL's own counters and its file. */
type Marks = { xid: string; worn: boolean; tables: Map<string, string> };

// The counters are flushed at most once a second unless asked (pg_stat_force_next_flush), so each read asks first.
const readMarks = async (client: PGlite, xid: string): Promise<Marks> => {
  await client.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await client.query<{ name: string; mark: string; dead: number }>(`
    SELECT format('%I.%I', s.schemaname, s.relname) AS name,
      concat_ws('/', s.n_tup_upd, s.n_tup_del, c.relfilenode, s.n_tup_ins) AS mark, s.n_dead_tup AS dead
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid`);
  const dead = rows.reduce((sum, row) => sum + Number(row.dead), 0);
  return { xid, worn: dead > MAX_DEAD_ROWS, tables: new Map(rows.map((row) => [row.name, row.mark])) };
};
// Rows the resets deleted stay behind until a VACUUM; past this many, the database is closed and a clone replaces it.
const MAX_DEAD_ROWS = 50_000;

/**
 * Back to the baseline's rows and sequence values in one transaction; false when it cannot be (a schema a test
 * changed, a database closed or worn). A table that only gained rows loses the ones newer than the last reset; a
 * table with any row updated or deleted, or emptied, gets all of the baseline's rows again.
 */
const reset = async (client: PGlite, baseline: Baseline, since: Marks): Promise<Marks | null> => {
  if (client.closed || since.worn) return null;
  if (client.isInTransaction()) await client.exec('ROLLBACK');
  // Session state a test may leave: settings, prepared statements, advisory locks, LISTEN, temporary tables.
  await client.exec('DISCARD ALL');
  const [now] = (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows;
  if (now?.fingerprint !== baseline.fingerprint) return null;
  const changed = (await readMarks(client, since.xid)).tables;
  await client.exec('BEGIN');
  try {
    // Foreign keys are not checked while the rows go back (they held in the snapshot): no order to follow.
    await client.exec('SET LOCAL session_replication_role = replica');
    for (const table of baseline.tables) {
      const [before, after] = [since.tables.get(table.name), changed.get(table.name)];
      if (before === after) continue;
      const onlyInserts = before?.replace(/\/\d+$/, '') === after?.replace(/\/\d+$/, '');
      if (onlyInserts) {
        await client.query(`DELETE FROM ${table.name} WHERE xmin::text::bigint > $1`, [since.xid]);
        continue;
      }
      await client.exec(`DELETE FROM ${table.name}`);
      if (table.rows)
        await client.query(`COPY ${table.name} (${table.columns}) FROM '/dev/blob'`, [], { blob: table.rows });
    }
    await client.query(
      `SELECT setval(s->>'name', (s->>'value')::bigint, (s->>'called')::boolean)
        FROM jsonb_array_elements($1::jsonb) s`,
      [JSON.stringify(baseline.sequences)],
    );
    const [{ xid }] = (await client.query<{ xid: string }>('SELECT txid_current()::text AS xid')).rows as [
      { xid: string },
    ];
    await client.exec('COMMIT');
    return readMarks(client, xid);
  } catch (error) {
    await client.exec('ROLLBACK');
    throw error;
  }
};

type Pool = { baseline?: Promise<Baseline>; idle: { client: PGlite; marks: Marks }[] };
const pools = new Map<Blob, Pool>();
// A worker keeps at most this many idle databases per snapshot (each holds its data and PostgreSQL's memory).
const MAX_IDLE = 2;

const pgliteOf = (handle: DatabaseHandle) => (handle.db as unknown as { $client: PGlite }).$client;

/** A database holding exactly the snapshot's data: a reset one this worker already has, else a new clone. */
export const checkoutDatabase = async (snapshot: Blob): Promise<DatabaseHandle> => {
  let pool = pools.get(snapshot);
  if (!pool) pools.set(snapshot, (pool = { idle: [] }));
  let kept: { client: PGlite; marks: Marks } | undefined;
  let marks: Marks | null = null;
  while (!marks && (kept = pool.idle.pop())) {
    const baseline = await pool.baseline!;
    marks = await reset(kept.client, baseline, kept.marks).catch(() => null);
    if (!marks && !kept.client.closed) await kept.client.close();
  }
  let client = marks ? kept!.client : undefined;
  if (!client || !marks) {
    client = pgliteOf(await createDatabase({ snapshot }));
    pool.baseline ??= readBaseline(client);
    await pool.baseline;
    const [{ xid }] = (await client.query<{ xid: string }>('SELECT txid_current()::text AS xid')).rows as [
      { xid: string },
    ];
    marks = await readMarks(client, xid);
  }
  const owned = { client, marks };
  let released = false;
  return wrapPglite(client, async () => {
    if (released) return;
    released = true;
    if (owned.client.closed) return;
    if (pool.idle.length < MAX_IDLE) pool.idle.push(owned);
    else await owned.client.close();
  });
};
