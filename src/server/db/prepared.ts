/**
 * Named prepared statements on PostgreSQL for the few queries every staff request runs whose plan
 * never depends on the values: the session lookup, the list's counts, a list page with no filter
 * or only status and stage, and a remembered page read again by its ids. PostgreSQL plans each
 * unnamed statement afresh: measured with pg_stat_statements at 100,000 rows, the session lookup
 * spent 137 µs planning for 21 µs running, the counts 62 µs for 36 µs. A named statement is parsed
 * once per connection; after five runs PostgreSQL keeps one plan for it when that plan costs no
 * more than the per-value ones, as it does for these.
 *
 * A query opts in with `prepared(query)`, which marks its SQL with a comment; the pool's clients
 * (db/index.ts) send marked SQL as a statement named after its text. Searches, dates, an owner and
 * pages by OFFSET stay unnamed: their best plan depends on the words and numbers asked for, and a
 * plan kept for every value mis-planned searches before. On SQLite the comment is only a comment.
 *
 * Named statements live on their connection: behind a pooler in transaction mode (PgBouncer) that
 * needs PgBouncer 1.21 or later with `max_prepared_statements` set. A migration that changes the
 * type of a column these queries select makes a server still running the old code fail them
 * ("cached plan must not change result type") until its connections are renewed: restart it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';
import { LruMap } from '../lru-map.ts';

const MARK = '/* prepared */';

/** Marks a select to run as a named statement on PostgreSQL. */
export function prepared<Query extends { modifyFront(modifier: ReturnType<typeof sql.raw>): Query }>(query: Query): Query {
  return query.modifyFront(sql.raw(MARK));
}

/** Distinct statement texts named at most (a few dozen exist: one per table and filter shape). */
const NAMES = 500;
const names = new LruMap<string, string>(NAMES);

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = 'nb_' + createHash('sha256').update(text).digest('base64url').slice(0, 20);
    names.set(text, name);
  }
  return name;
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** Sends the marked SQL a pool client is given as named statements (pg keeps them per connection). */
export function prepareMarkedQueries(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    if (typeof config !== 'string' || !config.includes(MARK)) return query(config, values, callback);
    // query(text, callback) as pg allows it: the callback comes second.
    if (typeof values === 'function') return query({ name: statementName(config), text: config }, values);
    return query({ name: statementName(config), text: config, values }, callback);
  };
}
