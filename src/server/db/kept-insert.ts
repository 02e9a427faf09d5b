/**
 * An insert whose SQL Kysely compiles once, for the hottest write path: a visitor's submission and
 * its mail. Kysely builds, freezes and compiles every query anew, and the kept-statement cache
 * (db/sqlite.ts) then hashes each fresh SQL string to find its statement again. For an insert the
 * text depends only on the dialect, the table and the columns, so it is compiled the first time and
 * reused after, with the row's values in the same column order. On SQLite that was about a tenth
 * of a submission's time on the event loop (the bench's submission run under --cpu-prof).
 * That holds for plain values (text, numbers, null, Buffers) and a Kysely without plugins, as ours
 * is: a value that is itself SQL (sql`…`) would change the text without changing the key.
 *
 * The new id: PostgreSQL answers it with `returning id`; SQLite reports it with every insert
 * (better-sqlite3's lastInsertRowid, Kysely's insertId; an insert made by a trigger does not
 * change it). A `returning` clause there buffers its rows in a temporary table: a submission's three
 * inserts cost about 9 µs more of the writer thread's CPU with it (docs/performance.md).
 */
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from './index.ts';
import type { Database } from './schema.ts';

const texts = new Map<string, string>();

/** Inserts `row` into `table`; returns the new row's id. */
export async function insertKept<T extends keyof Database & string>(db: Kysely<Database>, dialect: DialectName, table: T, row: Insertable<Database[T]>): Promise<number> {
  // Kysely leaves a column whose value is undefined out of the insert; so does the key.
  const columns = (Object.keys(row) as Array<keyof typeof row>).filter((column) => row[column] !== undefined);
  const key = `${dialect} ${table} ${columns.join(',')}`;
  let text = texts.get(key);
  if (text === undefined) {
    const insert = db.insertInto(table).values(row);
    text = (dialect === 'postgres' ? insert.returning('id' as never) : insert).compile().sql;
    texts.set(key, text);
  }
  const result = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(text, columns.map((column) => row[column])));
  return Number(dialect === 'postgres' ? result.rows[0]!.id : result.insertId);
}
