import { DrizzleQueryError } from 'drizzle-orm';

/** What pg and PGlite errors share: the SQLSTATE code and names of the schema objects involved. */
type DriverError = Error & {
  code: string;
  severity?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
  routine?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

const isDriverError = (value: unknown): value is DriverError => {
  const code = (value as { code?: unknown } | null)?.code;
  return value instanceof Error && typeof code === 'string' && SQLSTATE.test(code) && 'severity' in value;
};

/** The database's own error, unwrapping drizzle's DrizzleQueryError (its `.cause`); null for anything else. */
export const databaseErrorOf = (error: unknown): DriverError | null => {
  if (isDriverError(error)) return error;
  if (error instanceof DrizzleQueryError && isDriverError(error.cause)) return error.cause;
  return null;
};

/**
 * SQLSTATE class 22, "data exception": 22P02 invalid text, 22003 out of range, 22021 bad byte sequence, 22P05
 * untranslatable character, 22001 too long... The input was wrong, not the server: the schemas should have
 * refused it, and this is the last line of defence.
 */
export const isInvalidInputError = (error: DriverError): boolean => error.code.startsWith('22');

const name = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A failed query: the driver's error, or drizzle's wrapper whatever its cause (a dropped connection, say). */
export const isQueryError = (error: unknown): boolean => error instanceof DrizzleQueryError || isDriverError(error);

/**
 * What a failed query may log. Never the message (drizzle's carries "params: ..." and the database's quotes the
 * value, e.g. 'value "2147483648" is out of range'), the detail or the query's parameters: names and code only,
 * plus the stack frames without their first line (which repeats the message).
 */
export const safeQueryError = (error: Error) => {
  const driver = databaseErrorOf(error);
  const cause = error instanceof DrizzleQueryError ? error.cause : undefined;
  return {
    type: error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.name,
    code: driver?.code,
    routine: name(driver?.routine),
    table: name(driver?.table),
    column: name(driver?.column),
    constraint: name(driver?.constraint),
    // A cause that is not the database's own error (connection lost, pool closed) names no row values.
    cause: !driver && cause instanceof Error ? `${cause.name}: ${cause.message}` : undefined,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
};
