// Stored contact enquiries for the load runs, written as the server writes them (toRow: the
// folded search text included) but in bulk: 500 rows a statement, 10,000 a transaction, so
// 100,000 rows take seconds, not an fsync each.
import { sql, type Insertable } from 'kysely';
import type { ContactUsTable } from '../../src/server/db/schema.ts';
import { FORMS, toRow } from '../../src/server/forms/tables.ts';
import { openDb } from '../../src/server/db/index.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';

const ROWS_PER_STATEMENT = 500;
const ROWS_PER_TRANSACTION = 10_000;
/** Companies repeat every 300 rows, so a search for one finds about one row in 300. */
export const SEED_COMPANIES = 300;

/** The n-th seeded enquiry: one a minute from 2025-01-01, every third one already read. */
export function seededRow(n: number): Insertable<ContactUsTable> {
  const values = {
    firstName: `Seed${n}`,
    lastName: 'Visitor',
    email: `seed${n}@example.com`,
    contactNumber: '+44 20 7946 0000',
    country: 'United Kingdom',
    companyName: `Seeded Company ${n % SEED_COMPANIES}`,
    industry: '',
    services: [],
    message: `Seeded enquiry number ${n}: we would like to talk about a data platform.`,
  };
  const row = toRow(FORMS['contact-us'], values, undefined, new Date(Date.parse('2025-01-01T00:00:00Z') + n * 60_000).toISOString());
  return { ...(row as Insertable<ContactUsTable>), status: n % 3 === 0 ? 'read' : 'new' };
}

/** Applies the migrations, then stores `count` enquiries; answers how long the rows took. */
export async function seedForms(url: string, count: number): Promise<{ ms: number }> {
  const database = openDb(url);
  try {
    await migrateToLatest(database);
    const started = performance.now();
    for (let first = 0; first < count; first += ROWS_PER_TRANSACTION) {
      await database.db.transaction().execute(async (trx) => {
        const end = Math.min(count, first + ROWS_PER_TRANSACTION);
        for (let offset = first; offset < end; offset += ROWS_PER_STATEMENT) {
          const rows = Array.from({ length: Math.min(ROWS_PER_STATEMENT, end - offset) }, (_, index) => seededRow(offset + index));
          await trx.insertInto('contact_us_forms').values(rows).execute();
        }
      });
    }
    const ms = performance.now() - started;
    // PostgreSQL's autovacuum sets the visibility map and the planner's statistics within a minute
    // of a bulk load like this one; without them its planner guesses (a search read through the
    // trigram index for words every row holds, a deep page sorted from a full scan). Done here so
    // the runs measure a database as it is a minute later. That includes form_counts: the count
    // triggers updated its few rows once per seeded row, and until a vacuum the 75,000 dead versions
    // (20 MB) made every list's total read 0.8 ms instead of 0.06. SQLite has no such daemon and the
    // app runs no ANALYZE, so its tables stay as written.
    if (database.dialect === 'postgres') await sql`vacuum analyze contact_us_forms, form_counts`.execute(database.db);
    return { ms };
  } finally {
    await database.destroy();
  }
}
