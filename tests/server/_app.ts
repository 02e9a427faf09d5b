/**
 * Builds the real app (buildApp) on a fresh test database, with mail going to a real SMTP
 * receiver. Not a test file itself (no .test. in the name).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { insertUser } from '../../src/server/auth/users.ts';
import { loadConfig, type ServerConfig } from '../../src/server/config.ts';
import type { Role } from '../../src/server/db/schema.ts';
import { testClock } from '../helpers/clock.ts';
import { createTestDatabase, type TestDatabase, type TestDbKind } from '../helpers/db.ts';
import { enrolMfa, freshCode } from '../helpers/mfa.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp.ts';

export const FORM_OPTIONS = {
  industries: ['Banking & Financial Services', 'Healthcare & Life Sciences', 'Retail & Consumer'],
  services: ['Cloud Engineering', 'DevSecOps', 'Data Cloud', 'Oracle Consulting'],
  positions: ['Cloud Engineer', 'Data Analyst'],
};

export const NOTIFY = 'team@northbeam.example';
export const PUBLIC_URL = 'https://www.northbeam.example';
export const GOOD_PASSWORD = 'correct-Horse-battery-42';

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  smtp: SmtpReceiver;
  config: ServerConfig;
  close(): Promise<void>;
}

const ROOMY = { max: 10_000, windowMs: 60_000 };

export function testConfig(url: string, smtpUrl: string | undefined, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const defaults = loadConfig({ PUBLIC_URL, NOTIFY_EMAIL: NOTIFY, MAIL_FROM: 'Northbeam <no-reply@northbeam.example>' }, FORM_OPTIONS);
  return {
    ...defaults,
    databaseUrl: url,
    smtpUrl,
    distDir: undefined,
    logger: false,
    // Fast hashes keep the suite quick; the production cost (2^17) has its own test.
    scryptLog2N: 10,
    hashConcurrency: 4,
    rateLimits: { login: ROOMY, resetEmail: ROOMY, formSubmit: ROOMY },
    mailLimits: { resetPerAddress: ROOMY, ackPerRecipient: ROOMY },
    mail: { ...defaults.mail, pollMs: 50, retryBaseMs: 50, maxAttempts: 5 },
    // Two-step sign-in's clock stands still unless a test moves it (tests/helpers/clock.ts).
    clock: testClock(),
    ...overrides,
  };
}

/** `prepare` gets the fresh database's URL before the app (and so its migrations) starts on it. */
export async function startHarness(kind: TestDbKind, overrides: Partial<ServerConfig> = {}, prepare?: (url: string) => Promise<void>): Promise<Harness> {
  const database = await createTestDatabase(kind);
  await prepare?.(database.url);
  const smtp = await startSmtpReceiver();
  const config = testConfig(database.url, smtp.url, overrides);
  const app = await buildApp(config);
  return {
    app,
    database,
    smtp,
    config,
    async close() {
      await app.close();
      await smtp.close();
      await database.cleanup();
    },
  };
}

/**
 * An account as it would be in use: an admin has set up two-step sign-in (admins must), and the
 * helper keeps the authenticator's secret so `login` can give the code (tests/helpers/mfa.ts).
 * `mfa: false` leaves an admin without it (to test the set-up it is then made to do first).
 */
export async function addUser(app: FastifyInstance, email: string, role: Role = 'staff', password = GOOD_PASSWORD, name = 'Test User', options: { mfa?: boolean } = {}) {
  const user = await insertUser(app.ctx.db, { email, name, role, passwordHash: await app.ctx.hasher.hash(password) });
  if (options.mfa ?? role === 'admin') await enrolMfa(app, user);
  return user;
}

/** Signs in as a person does: the password, then, when asked, the current code from the app. */
export async function login(app: FastifyInstance, email: string, password = GOOD_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { token?: string; mfaRequired?: boolean; challenge?: string };
  if (!data.mfaRequired) return data.token as string;
  const second = await app.inject({ method: 'POST', url: '/auth/login/mfa', payload: { challenge: data.challenge, code: await freshCode(app, email) } });
  if (second.statusCode !== 200) throw new Error(`two-step code refused: ${second.statusCode} ${second.body}`);
  return second.json().data.token as string;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Asserts nothing about the body beyond "it is the error shape, with no internals in it". */
export function expectCleanError(res: LightMyRequestResponse): { status: string; error: string; issues?: Array<{ path: string; message: string }> } {
  const body = res.json() as { status: string; error: string; issues?: Array<{ path: string; message: string }> };
  if (body.status !== 'error' || typeof body.error !== 'string') throw new Error(`not an error body: ${res.body}`);
  if (/\bat \S+ \(|\.ts:\d|select |insert |update |sqlite|postgres|node_modules|\/work\//i.test(res.body)) {
    throw new Error(`error body leaks internals: ${res.body}`);
  }
  return body;
}
