import { sql } from 'drizzle-orm';
// @ts-expect-error -- node-postgres' own value serialiser has no type declarations
import { prepareValue } from 'pg/lib/utils.js';
import type { Database } from '../db/client.ts';

/** A statement as the database received it: its text and its parameters. */
export type CapturedQuery = { text: string; params: unknown[] };

type QueryFn = (...args: unknown[]) => Promise<unknown>;
type Client = { query: QueryFn };

const clientOf = (db: Database): Client => (db as unknown as { $client: Client }).$client;

/**
 * Records every statement sent through the handle's client (PGlite or a pg.Pool) until `stop()`: what a route really
 * asked the database, with its parameters, to run again under EXPLAIN.
 */
export const captureQueries = (db: Database) => {
  const client = clientOf(db);
  const original = client.query;
  const queries: CapturedQuery[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') queries.push({ text: first, params: (second as unknown[] | undefined) ?? [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      // node-postgres takes the values in the config or, as drizzle passes them, as the second argument.
      queries.push({ text: config.text, params: config.values ?? (second as unknown[] | undefined) ?? [] });
    }
    return original.apply(this, args);
  } as QueryFn;
  return {
    queries,
    stop: () => {
      client.query = original;
    },
  };
};

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
};

/** The tables holding more than `minRows` rows by the planner's statistics (run ANALYZE first). */
export const bigTables = async (db: Database, minRows: number): Promise<Set<string>> => {
  const result = await db.execute(
    sql`SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace
        AND reltuples > ${minRows}`,
  );
  return new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
};

type PlanRows = { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
const planOf = (result: PlanRows): PlanNode => {
  const raw = result.rows[0]!['QUERY PLAN'];
  return (typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw)[0].Plan;
};

/** A value as node-postgres would send it, as an SQL literal. */
const literal = (param: unknown): string => {
  const text = prepareValue(param) as string | Buffer | null;
  if (text === null || text === undefined) return 'NULL';
  return `'${String(text).replace(/'/g, "''")}'`;
};

/**
 * The plan a named statement settles on (decision 134): after five runs PostgreSQL may use one generic plan, made
 * without the values, for every later run. Prepared in a transaction of its own, planned generic by force.
 */
const genericPlan = (db: Database, query: CapturedQuery) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`PREPARE plan_check AS ${query.text}`));
    // EXPLAIN EXECUTE takes no bound values: each is written as a literal of unknown type, typed by the statement.
    const args = query.params.map(literal).join(', ');
    const result = await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE plan_check(${args})`));
    await tx.execute(sql`DEALLOCATE plan_check`);
    return planOf(result as unknown as PlanRows);
  });

/**
 * What is wrong with a statement: text folded per row at read time, or a plan with a sequential scan of a big table
 * or a sort of more than `minRows` rows (each named with the statement's first words, so a failure says which query
 * lost its index). Both plans a statement may run on are read: the one made for its values and, for a statement with
 * values, the generic one a named statement may settle on.
 */
export const planProblems = async (
  db: Database,
  query: CapturedQuery,
  big: Set<string>,
  minRows: number,
): Promise<string[]> => {
  const custom = planOf((await clientOf(db).query(`EXPLAIN (FORMAT JSON) ${query.text}`, query.params)) as PlanRows);
  const plans = [{ plan: custom, kind: '' }];
  if (query.params.length > 0) plans.push({ plan: await genericPlan(db, query), kind: ' (plano genérico)' });
  const problems: string[] = [];
  const label = query.text.replace(/\s+/g, ' ').slice(0, 120);
  // A search folds its terms in JavaScript and reads columns folded when written: translate() in a route's statement
  // folds every row it reads, on every request (issue 30 measured 5 µs a row).
  if (/\btranslate\s*\(/i.test(query.text)) problems.push(`dobra o texto de cada linha na leitura: ${label}`);
  const walk = (node: PlanNode, kind: string) => {
    const relation = node['Relation Name'];
    if (node['Node Type'] === 'Seq Scan' && relation && big.has(relation))
      problems.push(`leitura sequencial de ${relation}${kind}: ${label}`);
    if (node['Node Type'] === 'Sort' && (node.Plans?.[0]?.['Plan Rows'] ?? 0) > minRows)
      problems.push(`ordenação de ${node.Plans![0]!['Plan Rows']} linhas${kind}: ${label}`);
    node.Plans?.forEach((child) => walk(child, kind));
  };
  for (const { plan, kind } of plans) walk(plan, kind);
  return problems;
};
