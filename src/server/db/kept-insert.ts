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
import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import type { DialectName } from './index.ts';
import { keptStatements } from './sqlite.ts';
import type { Database } from './schema.ts';

/** Inserts `row` into `table` and answers the new row's id: how a submission's rows are written (forms/store-row.ts). */
export type InsertRow = <T extends keyof Database & string>(table: T, row: Insertable<Database[T]>) => Promise<number>;

const texts = new Map<string, string>();

/** The columns that are written (Kysely leaves a column whose value is undefined out, and so does the key) and the insert's SQL. */
function insertText(db: Kysely<Database>, dialect: DialectName, table: keyof Database & string, row: Record<string, unknown>): { columns: string[]; text: string } {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  const key = `${dialect} ${table} ${columns.join(',')}`;
  let text = texts.get(key);
  if (text === undefined) {
    const insert = db.insertInto(table).values(row as never);
    text = (dialect === 'postgres' ? insert.returning('id' as never) : insert).compile().sql;
    texts.set(key, text);
  }
  return { columns, text };
}

/** Inserts `row` into `table` through Kysely, in `db`'s transaction if it is one; returns the new row's id. */
export async function insertKept<T extends keyof Database & string>(db: Kysely<Database>, dialect: DialectName, table: T, row: Insertable<Database[T]>): Promise<number> {
  const values = row as Record<string, unknown>;
  const { columns, text } = insertText(db, dialect, table, values);
  const result = await db.executeQuery<{ id: number | string }>(CompiledQuery.raw(text, columns.map((column) => values[column])));
  return Number(dialect === 'postgres' ? result.rows[0]!.id : result.insertId);
}

/** Inserts through Kysely (PostgreSQL, and SQLite on the event loop). */
export function keptInserter(db: Kysely<Database>, dialect: DialectName): InsertRow {
  return (table, row) => insertKept(db, dialect, table, row);
}

/**
 * Inserts straight on `sqlite`, the one connection under `db` (the SQLite writer thread's: a
 * statement run there is inside whatever transaction or savepoint `db` has open on it). Kysely's
 * executor (its connection provider, its promises) cost the writer thread about 2 µs an insert,
 * a tenth of its JavaScript per submission (docs/performance.md).
 */
export function sqliteInserter(db: Kysely<Database>, sqlite: SqliteDatabase.Database): InsertRow {
  const prepare = keptStatements(sqlite);
  return async (table, row) => {
    const values = row as Record<string, unknown>;
    const { columns, text } = insertText(db, 'sqlite', table, values);
    return Number(prepare(text).run(columns.map((column) => values[column])).lastInsertRowid);
  };
}
