/**
 * The staff search compares folded text (src/server/forms/search.ts): every form table gets a
 * `search_text` column, filled here for the rows already stored; new rows get it when inserted.
 */
import type { Kysely } from 'kysely';
import { searchText } from '../../forms/search.ts';

/**
 * The columns the search covered when this migration was written. Fixed here rather than read from
 * the form descriptions: a column a later migration adds would not exist yet when this one runs,
 * and it would be empty in these rows anyway.
 */
const SEARCHED: Readonly<Record<string, readonly string[]>> = {
  contact_us_forms: ['first_name', 'last_name', 'email', 'country', 'company_name', 'message'],
  careers_forms: ['name', 'email', 'position', 'cover_message'],
  get_started_forms: ['name', 'email', 'company', 'message'],
};

/** Rows read at a time: a large table is filled without holding it all in memory. */
const BATCH = 500;

type FormTables = Record<string, Record<string, string | number>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const forms = db.withTables<FormTables>();
  // Kysely runs a migration in a transaction on PostgreSQL only. One here too on SQLite, so a
  // crash part-way leaves the tables as they were and the next start runs this again from scratch.
  if (forms.isTransaction) await addSearchText(forms);
  else await forms.transaction().execute(addSearchText);
}

async function addSearchText(db: Kysely<FormTables>): Promise<void> {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    await db.schema.alterTable(table).addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();
    for (let after = 0; ; ) {
      const rows = await db.selectFrom(table).select(['id', ...columns]).where('id', '>', after).orderBy('id').limit(BATCH).execute();
      if (rows.length === 0) break;
      for (const row of rows) {
        const folded = searchText(columns.map((column) => String(row[column] ?? ''))); // as toRow: an empty field adds no word
        await db.updateTable(table).set({ search_text: folded }).where('id', '=', row.id!).execute();
      }
      after = Number(rows.at(-1)!.id);
    }
  }
}
