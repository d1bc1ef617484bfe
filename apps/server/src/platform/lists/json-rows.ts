import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PageMeta } from '@portaria/shared/common/page';
import { SAO_PAULO_OFFSET_MS } from '@portaria/shared/time-zone';

/**
 * A list's rows written as JSON by the database (decision 136): each row is one text column, the answer's object
 * exactly as the route's schema has it, so the server neither decodes the row's columns nor builds and serializes
 * an object per row; it joins the texts. Only what depends on the caller and a shared rule (an entry's edit window)
 * is still decided in JS, from the few columns the rule reads, and written into the row's text.
 *
 * Measured on the shift book's day (50 entries, 17 KB, bench:uncached at 50 connections): the server's CPU per
 * request went from 1.04 to 0.41–0.57 ms, and the route from two statements to one.
 */

/** A timestamp as `Date.prototype.toISOString` writes it (UTC, milliseconds, `Z`), or SQL null. */
export const isoTime = (value: SQLWrapper): SQL<string | null> =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** São Paulo's wall-clock time as `localDateTime` writes it (`YYYY-MM-DDTHH:mm:ss`, the fixed −03:00), or SQL null. */
export const localTime = (value: SQLWrapper): SQL<string | null> =>
  sql`to_char(${value} at time zone 'UTC' + ${sql.raw(`interval '${SAO_PAULO_OFFSET_MS / 1000} seconds'`)}, 'YYYY-MM-DD"T"HH24:MI:SS')`;

/** A key is code, never input; an underscore is allowed for the spec's own (`status_biometria_visitante`). */
const KEY = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * The shape as a JSON object: keys in order (written as quoted identifiers: they are code, never input), values SQL
 * (another `jsonObject` for a nested object). `row_to_json` writes it compact, as JSON.stringify does
 * (`json_build_object` puts spaces around every colon: 10 % more bytes on a page).
 */
export const jsonObject = (shape: Record<string, SQLWrapper>): SQL<unknown> => {
  const columns = Object.entries(shape).map(([key, value]) => {
    if (!KEY.test(key)) throw new Error(`chave JSON inválida: ${key}`);
    return sql`${value} as ${sql.raw(`"${key}"`)}`;
  });
  return sql`(select row_to_json(j) from (select ${sql.join(columns, sql`, `)}) j)`;
};

/** The row's object as JSON text (one column of the list's select). */
export const jsonText = (shape: Record<string, SQLWrapper>): SQL<string> => sql<string>`${jsonObject(shape)}::text`;

/** A row's JSON object text with one more key at its end (a value decided in JS): `{…}` → `{…,"key":value}`. */
export const withKey = (json: string, key: string, value: unknown): string =>
  `${json.slice(0, -1)},${JSON.stringify(key)}:${JSON.stringify(value)}}`;

/**
 * One object's text from the database's object texts and the keys JS decides between them, in order:
 * `{"a":1}`, ['b', 2], `{"c":3}` → `{"a":1,"b":2,"c":3}`. For a value a shared rule writes in the middle of a row (a
 * CPF masked by `maskId`): the database writes the keys before it and after it, and the rule stays one function.
 */
export const joinedObject = (...parts: (string | readonly [key: string, value: unknown])[]): string => {
  const inner = parts
    .map((part) =>
      typeof part === 'string' ? part.slice(1, -1) : `${JSON.stringify(part[0])}:${JSON.stringify(part[1])}`,
    )
    .filter((text) => text !== '');
  return `{${inner.join(',')}}`;
};

/** A list's answer from its rows' JSON texts: `{"data":[…], …rest}`, what the route sends as it is. */
export const listJson = (rows: string[], rest: Record<string, unknown>): string => {
  const others = JSON.stringify(rest);
  return `{"data":[${rows.join(',')}]${others === '{}' ? '}' : `,${others.slice(1)}`}`;
};

/** The page contract's answer (`pageSchema`; a list may add to its meta, as the book's `totalExato`). */
export const pageJson = <M extends PageMeta>(rows: string[], meta: M): string => listJson(rows, { meta });

/**
 * A JSON list's columns, each named as its key. Read with a prepared statement's `.all()`, the rows come as the
 * driver gives them, keyed by these names: drizzle's per-column mapping (an `instanceof` walk per column of every
 * row, a `Date` parsed per timestamp) was 12 % of the server's CPU on the shift book's day of 50 rows.
 */
export const named = <T extends Record<string, SQLWrapper>>(shape: T) =>
  Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, sql`${value}`.as(key)])) as {
    [K in keyof T]: SQL.Aliased;
  };

/** A timestamp as milliseconds since the epoch (a float the driver reads as a number), for a rule decided in JS. */
export const epochMs = (value: SQLWrapper): SQL<number | null> =>
  sql<number | null>`(extract(epoch from ${value}) * 1000)::float8`;

/**
 * The rows of a prepared statement of `named` columns, as the driver reads them: both engines' prepared queries
 * have `all()` (drizzle marks it internal), which skips the per-column mapping `execute()` does. Timestamps come as
 * the driver's text: read them as `epochMs` or written into the JSON instead.
 */
export const namedRows = <T>(prepared: object, values: Record<string, unknown>): Promise<T[]> => {
  const { all } = prepared as { all?: (values: Record<string, unknown>) => Promise<T[]> };
  // A drizzle upgrade that drops it fails here, by name, and in every list's equality test.
  if (typeof all !== 'function') throw new Error('namedRows: o comando preparado não tem all()');
  return all.call(prepared, values);
};

/**
 * Rows read by an id array (`= any($ids)`) in the order of the ids. A page's rows are read by the ids of its window
 * when joining them in the window's statement would be planned again on every execution (keys-history.repository).
 */
export const inIdOrder = <R extends { id: number }>(ids: readonly number[], rows: R[]): R[] => {
  const at = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
};
