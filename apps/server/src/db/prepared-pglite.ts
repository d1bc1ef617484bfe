import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

// Decision 133. PGlite's query() sends each statement as an unnamed one, in six calls into its WebAssembly backend
// (parse, describe, bind, describe, execute, sync): every statement is parsed, analysed and planned again, and half
// of a write's time went there. A text seen twice becomes a named prepared statement (its parameter types read once);
// from then on a query is one call: bind, describe, execute, sync. PostgreSQL re-plans a prepared statement when a
// table it reads changes, as on a server. The cache is per PGlite instance and bounded: past MAX_PREPARED texts, new
// ones run the usual way.

const MAX_PREPARED = 300;
const { serialize } = protocol;

type Prepared = { name: string; paramTypes: number[] };
type PgliteInternals = PGlite & {
  _runExclusiveQuery: <T>(fn: () => Promise<T>) => Promise<T>;
  _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T>;
  _checkReady: () => Promise<void>;
};
type Query = <T>(query: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const wrapped = new WeakSet<PGlite>();
const DROPS_PREPARED = /\b(DISCARD|DEALLOCATE)\b/i;

/** Adds the query's text and parameters to a database error, as PGlite's own query path does. */
const withQuery = (error: unknown, query: string, params: unknown[], options: QueryOptions | undefined) =>
  error instanceof Error && 'code' in error ? Object.assign(error, { query, params, queryOptions: options }) : error;

/** Makes `client.query` and the transactions' `tx.query` use named prepared statements. Returns the client. */
export const usePreparedStatements = <C extends PGlite>(client: C): C => {
  if (wrapped.has(client)) return client;
  wrapped.add(client);
  const pg = client as unknown as PgliteInternals;
  const original = {
    query: pg.query.bind(pg) as Query,
    transaction: pg.transaction.bind(pg),
    exec: pg.exec.bind(pg),
  };
  const prepared = new Map<string, Prepared>();
  const seen = new Set<string>();
  let lastName = 0;

  /** A text runs prepared from its second time on (the first runs the usual way), within the cache's bound. */
  const isPreparable = (text: string, options: QueryOptions | undefined) => {
    if (prepared.has(text)) return true;
    if (options?.blob || options?.paramTypes) return false;
    if (seen.has(text)) return prepared.size < MAX_PREPARED;
    if (seen.size < MAX_PREPARED * 4) seen.add(text);
    return false;
  };

  /** Within the query lock: prepares the text if needed, then binds and executes it in one call. */
  const runPrepared = async <T>(text: string, params: unknown[], options: QueryOptions | undefined) => {
    try {
      let statement = prepared.get(text);
      if (!statement) {
        const name = `portaria_${++lastName}`;
        const described = await pg.execProtocol(
          concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
          { syncToFs: false },
        );
        statement = { name, paramTypes: parse.parseDescribeStatementResults(described.messages) };
        prepared.set(text, statement);
      }
      const { name, paramTypes } = statement;
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[paramTypes[i]!] ?? pg.serializers[paramTypes[i]!];
        return serializer ? serializer(param) : String(param);
      });
      const message = concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const { messages } = await pg.execProtocol(message, {
        syncToFs: false,
        ...(options?.onNotice ? { onNotice: options.onNotice } : {}),
      });
      return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
    } catch (error) {
      // A table changed the statement's columns (0A000) or the statement is gone (26000): prepared again next time.
      const code = (error as { code?: string }).code;
      if (code === '0A000' || code === '26000') prepared.delete(text);
      throw withQuery(error, text, params, options);
    }
  };

  const query: Query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (DROPS_PREPARED.test(text)) {
      const result = await original.query<T>(text, params, options);
      prepared.clear();
      return result;
    }
    if (!isPreparable(text, options)) return original.query<T>(text, params, options);
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(async () => {
        const result = await runPrepared<T>(text, params, options);
        await pg.syncToFs();
        return result;
      }),
    );
  };

  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    original.transaction((tx) => {
      const txQuery: Query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (!isPreparable(text, options)) return tx.query<R>(text, params, options);
        if (tx.closed) throw new Error('Transaction is closed');
        return pg._runExclusiveQuery(() => runPrepared<R>(text, params, options));
      };
      return callback(new Proxy(tx, { get: (target, key) => (key === 'query' ? txQuery : Reflect.get(target, key)) }));
    });

  // DISCARD ALL or DEALLOCATE (the tests' pool resets a database with it) drops the session's prepared statements.
  const exec = async (text: string, options?: QueryOptions) => {
    const results = await original.exec(text, options);
    if (DROPS_PREPARED.test(text)) prepared.clear();
    return results;
  };

  Object.assign(pg, { query, transaction, exec });
  return client;
};
