import { createHash } from 'node:crypto';
import type pg from 'pg';

// Decision 134. node-postgres sends every statement without a name as an unnamed one, and PostgreSQL parses, analyses
// and plans it again on every execution: for the short statements of a list or a search, planning cost as much as
// running (0.25–0.55 ms each; 50 desks searching, PostgreSQL's CPU went to it). A text seen a second time is given a
// name derived from it, so each connection parses it once and PostgreSQL keeps its plan: after five executions it
// uses one generic plan when that plan costs no more than the plans made for each value, as PREPARE does. The
// query-plan test holds the generic plans to the same rules as the others. A text search (`like`) stays unnamed: its
// plan depends on the pattern and on the condominium's size, which a generic plan cannot see (measured: the pickup
// search's generic plan read all 18,000 residents of the large condominium through its index, 0.8 ms against 0.3
// ms planned for the pattern, planning included); so does a text marked PLANNED_FOR_ITS_VALUES_MARK (it was the
// vehicles' ordered walk, whose generic plan, blind to the LIMIT and the condominium's size, sorted all 9,000
// vehicles, 8 ms against 0.8 ms, until migration 0055 gave the list an index in its order). At most MAX_PREPARED texts get a name
// (per process: a connection holds at most that many plans); the others, and a statement without parameters (it may
// hold several commands, which a named statement cannot), run unnamed as before. PG_NAMED_STATEMENTS=0 turns it off.

const MAX_PREPARED = 300;
const PLANNED_FOR_ITS_VALUES = /\blike\b|\/\* planned for its values \*\//i;
/** Put in a statement's text, keeps it unnamed: its plan depends on its values (a LIMIT, the condominium's size). */
export const PLANNED_FOR_ITS_VALUES_MARK = '/* planned for its values */';
/**
 * Put in a text search's text, names it all the same: its one sensible plan is the same for every pattern (the
 * trigram index, then what ranks and counts every match), and planning it cost more than running it for a rare word
 * (the visitors' list search: 1.9 ms of planning for 2.4 ms of work). Checked with `explain:route --generic`.
 */
export const ONE_PLAN_FOR_EVERY_PATTERN_MARK = '/* one plan for every pattern */';

type QueryConfig = { text?: unknown; name?: string; values?: unknown[]; submit?: unknown };
type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Gives a stable name to the texts a pool's connections run twice or more; returns the pool. */
export const nameRepeatedStatements = (pool: pg.Pool, maxPrepared = MAX_PREPARED): pg.Pool => {
  const names = new Map<string, string>();
  const seen = new Set<string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known) return known;
    if (PLANNED_FOR_ITS_VALUES.test(text) && !text.includes(ONE_PLAN_FOR_EVERY_PATTERN_MARK)) return undefined;
    if (!seen.has(text)) {
      if (seen.size < maxPrepared * 4) seen.add(text);
      return undefined;
    }
    if (names.size >= maxPrepared) return undefined;
    const name = `portaria_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as QueryFn;
    (client as unknown as { query: QueryFn }).query = (config, values, callback) => {
      if (typeof config === 'string' && Array.isArray(values) && values.length > 0) {
        const name = nameOf(config);
        if (name) return original({ text: config, name }, values, callback);
      } else if (config && typeof config === 'object') {
        const c = config as QueryConfig;
        const params = Array.isArray(values) ? values : c.values;
        if (typeof c.text === 'string' && !c.name && !c.submit && params && params.length > 0) {
          const name = nameOf(c.text);
          if (name) return original({ ...c, name }, values, callback);
        }
      }
      return original(config, values, callback);
    };
  });
  return pool;
};
