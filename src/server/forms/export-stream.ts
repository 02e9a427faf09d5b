/**
 * The CSV export as a stream: rows are read in batches by keyset (the list's order, newest first),
 * each batch a short query of its own, and written out as the client takes them. Memory stays
 * the same for 100 rows or 100,000, the first bytes leave after the first batch, and on SQLite
 * (one connection) the submissions and lists of other people go on between two batches: a slow
 * download never holds the database.
 */
import { Readable } from 'node:stream';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import { csvLine, CSV_BOM } from './csv.ts';
import { filterWhere, type FilterTarget, type Filters } from './filters.ts';

/** Rows per query: large enough that the round trips do not count, small enough to hold nothing. */
export const EXPORT_BATCH = 500;

export interface ExportSource {
  db: Kysely<Database>;
  target: FilterTarget;
  columns: string[];
  filters: Filters;
  maxRows: number;
  /** A stored row → the values the CSV shows, by header key. */
  toValues: (row: Record<string, unknown>) => Record<string, unknown>;
  headers: string[];
}

async function* csvChunks(source: ExportSource): AsyncGenerator<string> {
  const { db, target, columns, filters, headers } = source;
  const { table } = target;
  yield CSV_BOM + csvLine(headers.map((key) => key));
  let after: { createdAt: string; id: number } | undefined;
  for (let sent = 0; sent < source.maxRows; ) {
    let query = db
      .selectFrom(table)
      .select(columns.map((column) => db.dynamic.ref(column)))
      .where((eb) => filterWhere(filters, eb, target));
    if (after) query = query.where(sql<SqlBool>`(created_at, id) < (${after.createdAt}, ${after.id})`);
    const rows = (await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.min(EXPORT_BATCH, source.maxRows - sent))
      .execute()) as Array<Record<string, unknown>>;
    if (rows.length === 0) return;
    let text = '';
    for (const row of rows) {
      const values = source.toValues(row);
      text += csvLine(headers.map((key) => values[key]));
    }
    yield text;
    sent += rows.length;
    const edge = rows.at(-1)!;
    after = { createdAt: String(edge.created_at), id: Number(edge.id) };
    if (rows.length < EXPORT_BATCH) return;
  }
}

export function csvStream(source: ExportSource): Readable {
  return Readable.from(csvChunks(source), { objectMode: false, highWaterMark: 64 * 1024 });
}
