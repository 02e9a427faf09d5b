/**
 * The staff list's text search (`q`): it ignores case and accents for every letter, a search of
 * several words finds the rows holding every word in any of their searchable fields, `%` and `_`
 * are literal, and rows stored before the search column existed (migration 003) are found too.
 * Words of three letters or more are looked up in a trigram index (migration 011); the results
 * must be those of reading every row, also after rows are deleted or their text changes.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../src/server/db/index.ts';
import { migrateTo } from '../../src/server/db/migrate.ts';
import { testDatabases } from '../helpers/db.ts';
import { addUser, bearer, login, startHarness, type Harness } from './_app.ts';

const OLD = '2026-01-01T00:00:00.000Z';

/** Rows as the release before the search column wrote them (table → rows). */
const OLD_ROWS = {
  contact_us_forms: [
    { first_name: 'Émilie', last_name: 'Lefèvre', email: 'e.lefevre@example.fr', contact_number: '', country: 'France', company_name: 'Société Générale', industry: '', services: '[]', message: 'Une question sur le cloud', created_at: OLD },
  ],
  careers_forms: [
    { name: 'José Núñez', email: 'jose@example.es', phone: '1', position: 'Data Analyst', profile_url: '', cover_message: 'Hola', cv_filename: 'cv.pdf', cv_content_type: 'application/pdf', cv_size: 3, cv_data: Buffer.from('pdf'), created_at: OLD },
  ],
  get_started_forms: [
    { name: 'Zoë Ünïcödé', email: 'zoe@example.org', company: 'Über AG', phone: '', services: '[]', budget: 'Not sure yet', timeline: 'Just exploring', message: 'Grüße aus Köln', created_at: OLD },
  ],
};

/** Sent through the real form endpoint once the app (and so the migration) has run. */
const NEW_CONTACTS = [
  { firstName: 'Émilie', lastName: 'Dubois', email: 'dubois@example.fr', companyName: 'Acme', message: 'Bonjour' },
  { firstName: 'Søren', lastName: 'ØRSTED', email: 'soren@example.dk', companyName: 'Vind', message: 'Hej' },
  { firstName: 'Ana', lastName: 'García', email: 'ana@example.com', companyName: 'Beta 100% Ltd', message: 'A Cyber_Sec audit' },
  { firstName: 'Ana', lastName: 'Smith', email: 'asmith@example.org', companyName: 'Smith & Co', message: 'Hello' },
];

/** A database as the release before the search column left it, holding rows it wrote. */
async function olderRelease(url: string): Promise<void> {
  const old = openDb(url);
  try {
    await migrateTo(old, '002_reset_links_at_rest');
    for (const [table, rows] of Object.entries(OLD_ROWS)) await (old.db as Kysely<any>).insertInto(table).values(rows).execute();
  } finally {
    await old.destroy();
  }
}

describe.each(testDatabases)('staff search on %s', (kind) => {
  let h: Harness;
  let staff: string;

  beforeAll(async () => {
    h = await startHarness(kind, {}, olderRelease);
    await addUser(h.app, 'clerk@northbeam.example');
    staff = await login(h.app, 'clerk@northbeam.example');
    for (const contact of NEW_CONTACTS) {
      const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: contact });
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => h?.close());

  /** The senders the list shows for a search, sorted. */
  const found = async (table: string, q: string) => {
    const res = await h.app.inject({ method: 'POST', url: `/api/form/type/${table}`, headers: bearer(staff), payload: { filters: { q } } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.forms as Array<Record<string, string>>).map((form) => form.name ?? `${form.firstName} ${form.lastName}`).sort();
  };

  it('ignores case and accents for every letter, not only A–Z', async () => {
    for (const q of ['Émilie', 'émilie', 'ÉMILIE', 'emilie', 'EMILIE', 'e\u0301milie']) expect(await found('contact-us', q), q).toEqual(['Émilie Dubois', 'Émilie Lefèvre']);
    for (const q of ['ØRSTED', 'Ørsted', 'ørsted', 'orsted', 'Søren']) expect(await found('contact-us', q), q).toEqual(['Søren ØRSTED']);
    for (const q of ['García', 'garcía', 'GARCÍA', 'garcia']) expect(await found('contact-us', q), q).toEqual(['Ana García']);
    for (const q of ['Ünïcödé', 'ünïcödé', 'UNICODE', 'unicode', 'grüsse', 'GRÜSSE', 'köln']) expect(await found('get-started', q), q).toEqual(['Zoë Ünïcödé']);
    for (const q of ['Núñez', 'NUNEZ', 'josé']) expect(await found('careers', q), q).toEqual(['José Núñez']);
  });

  it('finds a row by several words only when every word is in one of its searchable fields', async () => {
    for (const q of ['Ana García', 'garcia ana', 'ana example.com', '  ANA   garcia ', 'ana garcia ana']) expect(await found('contact-us', q), q).toEqual(['Ana García']);
    expect(await found('contact-us', 'ana')).toEqual(['Ana García', 'Ana Smith']);
    expect(await found('contact-us', 'ana dubois')).toEqual([]);
    expect(await found('contact-us', 'ana garcia nowhere')).toEqual([]);
    expect(await found('contact-us', 'émilie lefèvre')).toEqual(['Émilie Lefèvre']);
    expect(await found('contact-us', 'emilie acme bonjour')).toEqual(['Émilie Dubois']);
    expect(await found('careers', 'jose data analyst')).toEqual(['José Núñez']);
  });

  it('takes % and _ literally', async () => {
    for (const q of ['%', '_', '100%', 'cyber_sec', 'beta 100% cyber_sec']) expect(await found('contact-us', q), q).toEqual(['Ana García']);
    for (const q of ['1%', 'cyber%sec', 'c_ber', '\\', '%%']) expect(await found('contact-us', q), q).toEqual([]);
  });

  it('finds rows stored before the search column existed, by every field it searches', async () => {
    for (const q of ['lefevre', 'e.lefevre@example.fr', 'FRANCE', 'societe generale', 'question cloud']) expect(await found('contact-us', q), q).toEqual(['Émilie Lefèvre']);
    for (const q of ['jose@example.es', 'analyst', 'hola']) expect(await found('careers', q), q).toEqual(['José Núñez']);
    for (const q of ['zoe', 'zoe@example.org', 'uber ag', 'grusse aus koln']) expect(await found('get-started', q), q).toEqual(['Zoë Ünïcödé']);
  });

  it('keeps the trigram index in step with the rows: deleted and changed rows are found as they are now', async () => {
    const db = h.app.ctx.db;
    const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: { firstName: 'Quentin', lastName: 'Zephyrine', email: 'qz@example.net', companyName: 'Transient', message: 'Gone soon' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await found('contact-us', 'zephyrine')).toEqual(['Quentin Zephyrine']);
    await db.updateTable('contact_us_forms').set({ search_text: 'QUENTIN\nWESTWARD' }).where('email', '=', 'qz@example.net').execute();
    expect(await found('contact-us', 'zephyrine')).toEqual([]);
    expect(await found('contact-us', 'westward')).toEqual(['Quentin Zephyrine']);
    await db.deleteFrom('contact_us_forms').where('email', '=', 'qz@example.net').execute();
    expect(await found('contact-us', 'westward')).toEqual([]);
    expect(await found('contact-us', 'quentin')).toEqual([]);
  });

  it.runIf(kind === 'postgres')('has the trigram index on PostgreSQL (pg_trgm), so a search need not read every row', async (context) => {
    const available = await sql`select 1 from pg_available_extensions where name = 'pg_trgm'`.execute(h.app.ctx.db);
    if (available.rows.length === 0) context.skip('this PostgreSQL server has no pg_trgm (contrib) to install');
    const { rows } = await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and indexname like '%search_trgm_idx' order by 1`.execute(h.app.ctx.db);
    expect(rows.map((row) => row.name)).toEqual(['careers_forms_search_trgm_idx', 'contact_us_forms_search_trgm_idx', 'get_started_forms_search_trgm_idx']);
  });

  it('exports what the search finds', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/form/export/contact-us?q=${encodeURIComponent('EMILIE')}`, headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const firstName = lines[0]!.split(',').indexOf('"firstName"');
    expect(lines.slice(1).map((line) => line.split(',')[firstName]).sort()).toEqual(['"Émilie"', '"Émilie"']);
    expect(lines[0]).not.toMatch(/search/i);
    expect(res.body).not.toContain('EMILIE');
  });
});
