// (4) The API under load, on one database: a constant route (the reference), a prerendered page,
// the staff form list over 10 000 stored forms, contact submissions (every body distinct, and
// afterwards stored rows checked against 2xx answers), and sign-in at a cheap and at the
// production scrypt cost. The server runs in its own process (server.ts); this process only
// seeds the database and drives autocannon.
import { PasswordHasher } from '../../src/server/auth/password.ts';
import { insertUser } from '../../src/server/auth/users.ts';
import { openDb } from '../../src/server/db/index.ts';
import type { BenchDatabase } from './databases.ts';
import { commitRate } from './commit-rate.ts';
import { CONNECTIONS, describeRun, load, type LoadResult } from './load.ts';
import { startServer } from './server-process.ts';
import { processCpuMicros, progress } from './util.ts';

export const STORED_FORMS = 10_000;
const PASSWORD = 'bench-Password-for-load-42';
const SIGN_IN_USERS = 100;

export interface SubmissionCheck {
  /** 2xx answers the server sent (counted in its onSend hook). */
  server2xx: number;
  /** 2xx answers the load generator received. */
  answered2xx: number;
  storedRows: number;
  /** Rows whose id came back in a 2xx answer. Equal to answered2xx when every 2xx was stored once. */
  matchedRows: number;
  /** Requests still in flight when the run's time ran out: stored and answered, but the load generator had hung up. */
  storedWithoutAnswer: number;
  /** stored rows == 2xx answers sent, every 2xx received matches one stored row, the rest ≤ connections. */
  ok: boolean;
}

export interface RunCpu {
  server: number;
  eventLoop: number;
  generator: number;
}

/** One constant run and one submission run right after it, on the same server. */
export interface SubmissionPair {
  constantPerSecond: number;
  submissionsPerSecond: number;
  /** CPU µs per 2xx answer: the server process's (all its threads; `eventLoop`, its main thread's) and the load generator's (NaN off Linux). */
  constantCpu: RunCpu;
  submissionsCpu: RunCpu;
}

/** Pairs for the submission ratio: the machine's speed drifts by a third within minutes, a pair's two runs by much less. */
export const SUBMISSION_PAIRS = 3;

export interface ApiLoad {
  database: string;
  runs: LoadResult[];
  submission: SubmissionCheck;
  /** Submissions ÷ constant from adjacent runs, half a run's time each (its median is the ratio to read). */
  submissionPairs: SubmissionPair[];
  /** One password hash at the production cost, measured alone in this process while seeding. */
  scryptProductionMs: number;
  /** Durable single-row commits per second the database takes alone (commit-rate.ts). */
  commitsPerSecond: number;
}

async function seedForms(url: string, count: number): Promise<void> {
  const database = openDb(url);
  try {
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let offset = 0; offset < count; offset += 500) {
      const rows = Array.from({ length: Math.min(500, count - offset) }, (_, index) => {
        const n = offset + index;
        return {
          first_name: `Seed${n}`,
          last_name: 'Visitor',
          email: `seed${n}@example.com`,
          contact_number: '+44 20 7946 0000',
          country: 'United Kingdom',
          company_name: `Seeded Company ${n % 300}`,
          industry: '',
          services: '[]',
          message: `Seeded enquiry number ${n}: we would like to talk about a data platform.`,
          status: n % 3 === 0 ? 'read' : 'new',
          created_at: new Date(start + n * 60_000).toISOString(),
        };
      });
      await database.db.insertInto('contact_us_forms').values(rows as never).execute();
    }
  } finally {
    await database.destroy();
  }
}

async function seedUsers(url: string): Promise<{ cheap: string[]; production: string[]; productionMs: number }> {
  const database = openDb(url);
  try {
    // The cost travels inside each stored hash, so both kinds of account live in the same server.
    const cheapHash = await new PasswordHasher(10).hash(PASSWORD);
    const started = performance.now();
    const productionHash = await new PasswordHasher(17, 1).hash(PASSWORD);
    const productionMs = performance.now() - started;
    const cheap: string[] = [];
    const production: string[] = [];
    for (let index = 0; index < SIGN_IN_USERS; index++) {
      cheap.push((await insertUser(database.db, { email: `cheap${index}@bench.example`, name: 'Bench Staff', role: 'staff', passwordHash: cheapHash })).email);
      production.push((await insertUser(database.db, { email: `prod${index}@bench.example`, name: 'Bench Staff', role: 'staff', passwordHash: productionHash })).email);
    }
    return { cheap, production, productionMs };
  } finally {
    await database.destroy();
  }
}

async function countRows(url: string, marker: string): Promise<{ count: number; ids: Set<number> }> {
  const database = openDb(url);
  try {
    const rows = await database.db.selectFrom('contact_us_forms').select('id').where('company_name', '=', marker).execute();
    return { count: rows.length, ids: new Set(rows.map((row) => Number(row.id))) };
  } finally {
    await database.destroy();
  }
}

/**
 * Waits until the server has worked off what the previous run left in flight (the load generator
 * hangs up at the end of its time, the server does not): a constant answer comes back quickly.
 */
async function settle(origin: string, limitMs = 30_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    const started = performance.now();
    await fetch(`${origin}/__bench/constant`).then((response) => response.arrayBuffer());
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Submissions the server has answered with 2xx so far (counted as each answer is sent). */
async function submitted2xx(origin: string): Promise<number> {
  return ((await (await fetch(`${origin}/__bench/stats`)).json()) as { submitted2xx: number }).submitted2xx;
}

/** A run with the CPU it cost per 2xx answer, in the server process and in this one (the load generator). */
async function withCpu(serverPid: number, work: () => Promise<LoadResult>): Promise<{ run: LoadResult; cpu: RunCpu }> {
  const serverBefore = processCpuMicros(serverPid);
  const generatorBefore = process.cpuUsage();
  const run = await work();
  const generator = process.cpuUsage(generatorBefore);
  const serverAfter = processCpuMicros(serverPid);
  const answers = Math.max(1, run.ok);
  return {
    run,
    cpu: { server: (serverAfter.all - serverBefore.all) / answers, eventLoop: (serverAfter.main - serverBefore.main) / answers, generator: (generator.user + generator.system) / answers },
  };
}

function signIn(emails: string[]) {
  let next = 0;
  return {
    method: 'POST',
    path: '/auth/login',
    headers: { 'content-type': 'application/json' },
    setupRequest: (request: object) => ({ ...request, body: JSON.stringify({ email: emails[next++ % emails.length], password: PASSWORD }) }),
  };
}

export async function measureApiLoad(cwd: string, distDir: string, registryFile: string, database: BenchDatabase, seconds: number): Promise<ApiLoad> {
  const server = await startServer(cwd, { BENCH_DATABASE_URL: database.url, BENCH_DIST: distDir, BENCH_REGISTRY: registryFile });
  try {
    const { origin } = server;
    const runs: LoadResult[] = [];
    const run = async (label: string, request: Parameters<typeof load>[3], timeout?: number) => {
      await settle(origin);
      const result = await load(label, origin, seconds, request, timeout);
      progress(`${database.kind} ${label}: ${describeRun(result)}`);
      runs.push(result);
      return result;
    };

    progress(`${database.kind}: seeding ${STORED_FORMS} forms and ${SIGN_IN_USERS * 2} accounts`);
    await seedForms(database.url, STORED_FORMS);
    const users = await seedUsers(database.url);
    const login = await fetch(`${origin}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: users.cheap[0], password: PASSWORD }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // Warm-up, not recorded: the first seconds of a fresh process are spent compiling (JIT).
    for (const path of ['/__bench/constant', '/']) await load('warm-up', origin, 2, { method: 'GET', path });
    await load('warm-up', origin, 2, { method: 'POST', path: '/api/form/type/contact-us?page=1&limit=20', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: '{}' });

    await run('constant (Fastify reference)', { method: 'GET', path: '/__bench/constant' });
    await run('prerendered page / (brotli)', { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } });
    await run(`form list, ${STORED_FORMS} stored (signed in)`, {
      method: 'POST',
      path: '/api/form/type/contact-us?page=1&limit=20',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ filters: {} }),
    });

    // Every submission distinct; the ids of the 2xx answers are collected to check against the rows.
    // The warm-up's submissions carry another company name, so the check below does not count them.
    const marker = `Bench ${database.kind} ${Date.now().toString(36)}`;
    const answeredIds: number[] = [];
    let sequence = 0;
    const submissions = (company: string) => ({
      method: 'POST',
      path: '/api/form/submit/contact-us-form',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request: object) => {
        const n = sequence++;
        return {
          ...request,
          body: JSON.stringify({
            firstName: `Load${n}`,
            lastName: 'Tester',
            email: `load${n}@bench.example`,
            contactNumber: '+1 555 0100',
            country: 'Ireland',
            companyName: company,
            message: `Benchmark enquiry ${n}: please call us about a cloud migration.`,
          }),
        };
      },
    });
    await load('warm-up', origin, 2, submissions(`${marker} warm-up`));
    // The constant route answers quickly long before the last warm-up submissions are answered
    // (on PostgreSQL they queue for the pool): the count is taken once it stops moving.
    let warmUp2xx = await submitted2xx(origin);
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const again = await submitted2xx(origin);
      if (again === warmUp2xx) break;
      warmUp2xx = again;
    }
    const submission = await run('contact submission (distinct bodies)', {
      ...submissions(marker),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300) answeredIds.push(Number((JSON.parse(body) as { data: { id: number } }).data.id));
      },
    });
    // Requests in flight at the cut-off still commit on the server: wait until the count settles.
    let stored = await countRows(database.url, marker);
    for (let attempt = 0; attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const again = await countRows(database.url, marker);
      if (again.count === stored.count) break;
      stored = again;
    }
    const matchedRows = answeredIds.filter((id) => stored.ids.has(id)).length;
    const server2xx = (await submitted2xx(origin)) - warmUp2xx;
    const check: SubmissionCheck = {
      server2xx,
      answered2xx: submission.ok,
      storedRows: stored.count,
      matchedRows,
      storedWithoutAnswer: stored.count - matchedRows,
      ok: stored.count === server2xx && matchedRows === submission.ok && new Set(answeredIds).size === answeredIds.length && stored.count - matchedRows <= CONNECTIONS,
    };

    // The ratio, from runs side by side: on a shared machine the constant route's own rate moved
    // from 16 000 to 29 000 a second within a quarter of an hour, between runs half a minute apart.
    const submissionPairs: SubmissionPair[] = [];
    const half = Math.max(1, Math.round(seconds / 2));
    for (let index = 0; index < SUBMISSION_PAIRS; index++) {
      await settle(origin);
      const constant = await withCpu(server.child.pid!, () => load('constant (pair)', origin, half, { method: 'GET', path: '/__bench/constant' }));
      const submitted = await withCpu(server.child.pid!, () => load('submissions (pair)', origin, half, submissions(`${marker} pair`)));
      const pair = { constantPerSecond: constant.run.servedPerSecond, submissionsPerSecond: submitted.run.servedPerSecond, constantCpu: constant.cpu, submissionsCpu: submitted.cpu };
      submissionPairs.push(pair);
      progress(`${database.kind} pair ${index + 1}: constant ${Math.round(pair.constantPerSecond)}/s, submissions ${Math.round(pair.submissionsPerSecond)}/s, ${(pair.submissionsPerSecond / pair.constantPerSecond).toFixed(2)}×`);
    }

    // What a visitor reading the site meets during a flood of submissions: the page at 20
    // connections alone, then beside 100 connections submitting (their rows are not checked above).
    const page = { method: 'GET', path: '/', headers: { 'accept-encoding': 'br, gzip' } };
    await settle(origin);
    const alone = await load('prerendered page /, 20 connections', origin, seconds, page, undefined, 20);
    progress(`${database.kind} ${alone.label}: ${describeRun(alone)}`);
    runs.push(alone);
    await settle(origin);
    const [, beside] = await Promise.all([load('submissions beside', origin, seconds, submissions(`${marker} beside`)), load('the same, beside 100 connections submitting', origin, seconds, page, undefined, 20)]);
    progress(`${database.kind} ${beside.label}: ${describeRun(beside)}`);
    runs.push(beside);

    await run('sign-in, scrypt N=2^10 (bench accounts)', signIn(users.cheap));
    await run('sign-in, scrypt N=2^17 (production cost)', signIn(users.production), 60);
    await server.stop();
    const commitsPerSecond = await commitRate(database.kind, database.url);
    progress(`${database.kind} raw commit rate: ${Math.round(commitsPerSecond)}/s`);
    return { database: database.kind, runs, submission: check, submissionPairs, scryptProductionMs: users.productionMs, commitsPerSecond };
  } finally {
    await server.stop();
  }
}
