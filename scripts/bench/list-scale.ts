// (6) The staff lists at 100,000 stored items, on one database: list pages at 20 connections (the
// first page, a status filter, a search, the last page by its cursor, a middle page by number asked
// again, a random page by number each time, of the whole list and of a search),
// beside the constant route at the same 20 connections in the same run; then the CSV export of
// all 100,000 rows (first bytes, time, the server's memory growth).
import { PasswordHasher } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/auth/users.ts';
import { openDb } from '../../src/server/db/index.ts';
import type { BenchDatabase } from './databases.ts';
import { measureExport, type ExportFigures } from './export-figures.ts';
import { describeRun, load, type LoadResult } from './load.ts';
import { seedForms } from './seed-forms.ts';
import { startServer } from './server-process.ts';
import { progress } from './util.ts';

export const SCALE_ROWS = Number(process.env.BENCH_SCALE_ROWS ?? 100_000);
export const SCALE_CONNECTIONS = 20;
const PASSWORD = 'bench-Password-for-scale-42';

export interface ListScale {
  database: string;
  rows: number;
  seedMs: number;
  connections: number;
  runs: LoadResult[];
  export: ExportFigures;
}

interface ListAnswer {
  data: { total: number; last: string; forms: unknown[] };
}

export async function measureListScale(cwd: string, distDir: string, registryFile: string, database: BenchDatabase, seconds: number): Promise<ListScale> {
  progress(`${database.kind}: seeding ${SCALE_ROWS} enquiries`);
  const { ms: seedMs } = await seedForms(database.url, SCALE_ROWS);
  progress(`${database.kind}: seeded in ${(seedMs / 1000).toFixed(1)} s`);
  const accounts = openDb(database.url);
  try {
    await insertUser(accounts.db, { email: 'scale@bench.example', name: 'Bench Staff', role: 'staff', passwordHash: await new PasswordHasher(10).hash(PASSWORD) });
  } finally {
    await accounts.destroy();
  }

  const server = await startServer(cwd, { BENCH_DATABASE_URL: database.url, BENCH_DIST: distDir, BENCH_REGISTRY: registryFile });
  try {
    const { origin } = server;
    const login = await fetch(`${origin}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'scale@bench.example', password: PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    const list = (query: string, filters: object = {}) => ({ method: 'POST', path: `/api/form/type/contact-us?${query}`, headers, body: JSON.stringify({ filters }) });
    const first = (await (await fetch(`${origin}/api/form/type/contact-us?limit=20`, { method: 'POST', headers, body: '{}' })).json()) as ListAnswer;
    const middlePage = Math.max(1, Math.floor(first.data.total / 20 / 2));

    const runs: LoadResult[] = [];
    const run = async (label: string, request: Parameters<typeof load>[3]) => {
      const result = await load(label, origin, seconds, request, 30, SCALE_CONNECTIONS);
      progress(`${database.kind} ${label}: ${describeRun(result)}`);
      runs.push(result);
    };
    await load('warm-up', origin, 2, { method: 'GET', path: '/__bench/constant' }, 30, SCALE_CONNECTIONS);
    await load('warm-up', origin, 2, list('limit=20'), 30, SCALE_CONNECTIONS);

    await run('constant (Fastify reference)', { method: 'GET', path: '/__bench/constant' });
    await run('list: first page', list('page=1&limit=20'));
    await run('list: status filter (new)', list('page=1&limit=20', { status: 'new' }));
    await run('list: search "seeded company 42"', list('page=1&limit=20', { q: 'seeded company 42' }));
    await run('list: search and status together', list('page=1&limit=20', { q: 'seeded company 42', status: 'read' }));
    await run('list: last page (cursor)', list(`page=${Math.ceil(first.data.total / 20)}&limit=20&before=${first.data.last}`));
    // A page asked again is read by its rows' ids after the first request (remembered-pages.ts);
    // a different page each time is found from the anchor before it (page-anchors.ts), once the
    // list has been walked twice, or else walked from the nearer end.
    await run(`list: page ${middlePage} by number, asked again`, list(`page=${middlePage}&limit=20`));
    const randomPage = (pages: number, filters: object) => ({
      ...list('page=2&limit=20', filters),
      setupRequest: (request: object) => ({ ...request, path: `/api/form/type/contact-us?page=${2 + Math.floor(Math.random() * (pages - 1))}&limit=20` }),
    });
    await run('list: a random page by number each time', randomPage(Math.ceil(first.data.total / 20), {}));
    const searched = (await (await fetch(`${origin}/api/form/type/contact-us?limit=20`, { method: 'POST', headers, body: JSON.stringify({ filters: { q: 'seeded company' } }) })).json()) as ListAnswer;
    await run('list: a random page of a search each time', randomPage(Math.ceil(searched.data.total / 20), { q: 'seeded company' }));

    progress(`${database.kind}: exporting ${SCALE_ROWS} rows as CSV`);
    const figures = await measureExport(`${origin}/api/form/export/contact-us`, token, server.child.pid!);
    progress(`${database.kind} export: first bytes ${Math.round(figures.firstByteMs)} ms, ${figures.rows} rows in ${Math.round(figures.totalMs)} ms, RSS +${((figures.rssPeak - figures.rssBefore) / 1048576).toFixed(1)} MB`);
    return { database: database.kind, rows: SCALE_ROWS, seedMs, connections: SCALE_CONNECTIONS, runs, export: figures };
  } finally {
    await server.stop();
  }
}
