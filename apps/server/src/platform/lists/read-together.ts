import * as drizzle from 'drizzle-orm';
import { Column, is, SQL, sql, Subquery, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Several reads of one screen in one statement (decision 135): each query becomes a subquery whose rows come back as
 * one JSON array, and each row is decoded as drizzle decodes a row of that query (its columns' and `mapWith`'s
 * decoders). One round trip, one statement to parse, instead of one per section: the desk's unit page sent 13
 * statements, and its server CPU went to building and writing them (a CPU profile under 50 connections: 20 % in the
 * socket's writes, 20 % in drizzle building queries).
 *
 * What it does not do: a left join's table selected as a nested object is not turned into null when all its columns
 * are null (select flat columns), and an `sql` expression returning a timestamp needs `mapWith` (in JSON it is an
 * ISO string, not PostgreSQL's text form). A subquery's rows keep its ORDER BY: `json_agg` reads them in the order
 * the subquery returns them.
 */

/** A drizzle select; its `config.fields` is what drizzle itself maps a row with (getSelectedFields() wraps them in
 * a proxy that refuses raw `sql` fields without an alias). */
type Select = SQLWrapper & PromiseLike<unknown>;
const fieldsOf = (query: Select) =>
  orderSelectedFields((query as unknown as { config: { fields: Record<string, unknown> } }).config.fields);
type Decoder = { mapFromDriverValue: (value: unknown) => unknown };
/** What drizzle maps a row with (exported at run time, not in its types): each field with its path of keys. */
type OrderedField = { path: string[]; field: unknown };
const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields: (fields: Record<string, unknown>) => OrderedField[];
};

/** The field's decoder, as drizzle's own mapResultRow picks it. */
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as { decoder: Decoder }).decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
};

/** Rows of one subquery, as drizzle would have mapped them: `c0`, `c1`… back to the select's (nested) keys. */
const decodeRows = (rows: Record<string, unknown>[], columns: OrderedField[]) =>
  rows.map((raw) => {
    const row: Record<string, unknown> = {};
    columns.forEach(({ path, field }, i) => {
      let node = row;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const value = raw[`c${i}`] ?? null;
      node[path.at(-1)!] = value === null ? null : decoderOf(field).mapFromDriverValue(value);
    });
    return row;
  });

type Reads = Record<string, Select>;
type RowsOf<R extends Reads> = { [K in keyof R]: Awaited<R[K]> };

/** The reads as one select of one row (a JSON array per read) and how to decode that row. */
const together = <R extends Reads>(db: Database, reads: R) => {
  const entries = Object.entries(reads);
  const columns = entries.map(([, query]) => fieldsOf(query));
  const groups = Object.fromEntries(
    entries.map(([, query], i) => {
      const names = sql.raw(columns[i]!.map((_, j) => `c${j}`).join(', '));
      return [`g${i}`, sql<unknown>`(select coalesce(json_agg(r), '[]') from ${query} as r(${names}))`];
    }),
  );
  const query = db.select(groups).from(sql`(select 1) as one`);
  const read = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
  const decode = (row: Record<string, unknown>) =>
    Object.fromEntries(entries.map(([key], i) => [key, decodeRows(read(row[`g${i}`]), columns[i]!)])) as RowsOf<R>;
  return { query, decode };
};

/**
 * A screen's section: the reads it needs and how their rows become what the screen shows (`now`: the request's
 * moment, for what the rows are shaped against: a parcel's age, a key overdue).
 */
export type Section<T, R extends Reads = Reads> = { reads: R; shape: (rows: RowsOf<R>, now: Date) => T };
type AnySection = { reads: Reads; shape: (rows: never, now: Date) => unknown };
type Shaped<S extends Record<string, AnySection | null>> = {
  [K in keyof S]: S[K] extends AnySection ? ReturnType<S[K]['shape']> : null;
};

export const section = <R extends Reads, T>(reads: R, shape: (rows: RowsOf<R>, now: Date) => T): Section<T, R> => ({
  reads,
  shape,
});

/** One section, its reads one statement each (the whole condominium's large reads: no JSON round trip). */
export const readSection = async <T, R extends Reads>({ reads, shape }: Section<T, R>, now: Date): Promise<T> => {
  const rows: Record<string, unknown> = {};
  for (const [key, query] of Object.entries(reads)) rows[key] = await query;
  return shape(rows as RowsOf<R>, now);
};

/** The sections' reads under one set of keys (`section.read`), and each section's rows back from them. */
const flatten = (sections: Record<string, AnySection | null>) => {
  const reads: Reads = {};
  for (const [name, s] of Object.entries(sections))
    for (const [key, query] of Object.entries(s?.reads ?? {})) reads[`${name}.${key}`] = query;
  const shapeAll = (rows: Record<string, unknown>, now: Date) =>
    Object.fromEntries(
      Object.entries(sections).map(([name, s]) => {
        if (!s) return [name, null];
        const own = Object.fromEntries(Object.keys(s.reads).map((key) => [key, rows[`${name}.${key}`]]));
        return [name, s.shape(own as never, now)];
      }),
    );
  return { reads, shapeAll };
};

/**
 * Every section of a screen in one statement, built once: sections made with `sql.placeholder` for every value that changes between requests become
 * one prepared statement named `name` (a screen's every shape, e.g. per set of permissions, needs its own name), and
 * each run binds the values; a null section (not allowed to this token) stays null. Building a dozen drizzle queries cost more server CPU than reading them (decision 135).
 */
export const compileSections = <S extends Record<string, AnySection | null>>(
  db: Database,
  name: string,
  sections: S,
) => {
  const { reads, shapeAll } = flatten(sections);
  const { query, decode } = together(db, reads);
  const prepared = query.prepare(name);
  return async (values: Record<string, unknown>, now: Date): Promise<Shaped<S>> => {
    const [row] = await prepared.execute(values);
    return shapeAll(decode(row as Record<string, unknown>), now) as Shaped<S>;
  };
};
