/**
 * Server configuration, read once from the environment. Everything has a default that works on a
 * developer's machine (`npm start` on a fresh clone); production overrides through env vars.
 */
import type { FormOptions } from '../registry/form-options.ts';
import { dirname, join } from 'node:path';
import type { ThrottlePolicy } from './auth/throttle.ts';
import { isPostgresUrl, sqlitePath } from './db/index.ts';
import { logFormat, type LogFormat } from './log-format.ts';

export interface RateLimitRule {
  /** Requests allowed per window and client IP. */
  max: number;
  windowMs: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** `postgres://…` for PostgreSQL, anything else is a SQLite file path (`sqlite:` / `file:` prefixes allowed). */
  databaseUrl: string;
  /** Origin the site is reached at; reset links are built from it, never from the Host header. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail?: string;
  /** Origins allowed by CORS (a separately hosted static site). Empty: same-origin only. */
  apiOrigins: string[];
  /**
   * Fastify `trustProxy`: false, a hop count, or a comma list of proxy addresses/CIDRs. Never
   * `true`: that trusts any client's X-Forwarded-For, so every per-IP limit could be dodged.
   */
  trustProxy: false | number | string;
  redisUrl?: string;
  /** A ClamAV daemon (CLAMD_URL, `tcp://host:port`) every CV is scanned by; unset: no scan. */
  clamdUrl?: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Built site folder; served when it exists. */
  distDir?: string;
  dev: boolean;
  /** NODE_ENV=production: no account is ever made without being asked for (bootstrap.ts). */
  production: boolean;
  /**
   * Where a first start that is not at a terminal leaves the first admin's one-time password
   * (FIRST_ADMIN_PASSWORD_FILE; default beside the SQLite database, or data/ for PostgreSQL).
   */
  firstAdminPasswordFile: string;
  /** E-mail of the admin created on first start. */
  adminEmail: string;
  /** Industries, services and positions the forms accept; main.ts reads them from pages.json. */
  formOptions: FormOptions;
  rateLimits: {
    login: RateLimitRule;
    resetEmail: RateLimitRule;
    formSubmit: RateLimitRule;
  };
  /**
   * Mails to an address someone typed, per address (whoever asks, from any IP): reset links, and
   * the acknowledgement a visitor gets for a form. Over the limit the request answers as usual
   * and the mail is simply not queued, so the forms cannot be used to flood an inbox.
   */
  mailLimits: { resetPerAddress: RateLimitRule; ackPerRecipient: RateLimitRule };
  /** Sign-in throttling (auth/throttle.ts). */
  signinThrottle: ThrottlePolicy;
  /**
   * Sign-ins for e-mails without an account, all sources together: within it each costs a real
   * (dummy) hash, beyond it a wait as long as one, so made-up addresses cannot eat the hash budget.
   */
  unknownLoginBudget: RateLimitRule;
  mail: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /** log2 of scrypt's N. 17 is the OWASP figure; only tests lower it, to run faster. */
  scryptLog2N: number;
  /** At most this many password hashes run at once (each takes 128 MiB at N=2^17). */
  hashConcurrency: number;
  /** At most this many hashes wait for their turn; beyond it the call answers 503 with Retry-After. */
  hashQueueMax: number;
  /**
   * The clock of two-step sign-in: TOTP time steps, sign-in challenges and how recent a session's
   * last proof is (step-up). Unset: the system clock. Tests set one they move on by hand, so a
   * "10 minutes later" needs no waiting.
   */
  clock?: () => number;
  /** Whole-request deadline (ms): slow clients are cut off after it. REQUEST_TIMEOUT_MS, default 120 s. */
  requestTimeoutMs: number;
  /** PEM file paths (TLS_CERT, TLS_KEY): when both are set the server itself speaks HTTPS. */
  tls?: { certFile: string; keyFile: string };
  /**
   * pino options (a `stream` lets tests read the log), or false for silence. `format`: JSON lines,
   * or readable lines for a person's terminal (log-format.ts).
   */
  logger: boolean | { level: string; stream?: { write(line: string): void }; format?: LogFormat };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export const TRUST_PROXY_TRUE_REFUSED =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends, so every per-IP limit could be dodged. ' +
  'Set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,127.0.0.1).';

function parseTrustProxy(value: string | undefined): false | number | string {
  if (value === undefined || value.trim() === '' || value === 'false' || value === '0') return false;
  if (value.trim().toLowerCase() === 'true') throw new Error(TRUST_PROXY_TRUE_REFUSED);
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export const DEFAULT_SIGNIN_THROTTLE: ThrottlePolicy = {
  // One address: 5 tries, then 1 minute, 2, 4 … up to 30 minutes between tries.
  free: 5,
  baseDelayMs: 60_000,
  maxDelayMs: 30 * 60_000,
  // One account from everywhere: past 10 failures each sign-in from an unknown device is held
  // 0.25 s, 0.5 s … up to 3 s, which keeps the owner's sign-in inside the browser's 5 s timeout.
  accountFree: 10,
  accountBaseMs: 250,
  accountCeilingMs: 3000,
  forgetMs: 24 * 3_600_000,
};

export const DEFAULT_MAIL_LIMITS: ServerConfig['mailLimits'] = {
  resetPerAddress: { max: 1, windowMs: 5 * 60_000 },
  ackPerRecipient: { max: 3, windowMs: 60 * 60_000 },
};

export const DEFAULT_RATE_LIMITS: ServerConfig['rateLimits'] = {
  login: { max: 20, windowMs: 10 * 60_000 },
  resetEmail: { max: 5, windowMs: 15 * 60_000 },
  formSubmit: { max: 10, windowMs: 10 * 60_000 },
};

/** "20/600" → 20 requests per 600 seconds; unset → the default rule. */
function rule(value: string | undefined, fallback: RateLimitRule, name: string): RateLimitRule {
  if (value === undefined || value.trim() === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[2]) === 0) throw new Error(`${name} must look like MAX/SECONDS (e.g. 20/600), got "${value}"`);
  return { max: Number(match[1]), windowMs: Number(match[2]) * 1000 };
}

function tlsFiles(env: NodeJS.ProcessEnv): ServerConfig['tls'] {
  const certFile = env.TLS_CERT?.trim();
  const keyFile = env.TLS_KEY?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile || !keyFile) throw new Error('TLS_CERT and TLS_KEY must be set together (PEM file paths)');
  return { certFile, keyFile };
}

function clamdUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  if (!/^tcp:\/\/[^/:]+(:\d+)?\/?$/.test(value.trim())) throw new Error(`CLAMD_URL must look like tcp://host:port (clamd's TCPSocket), got "${value}"`);
  return value.trim();
}

function firstAdminPasswordFile(databaseUrl: string): string {
  const folder = isPostgresUrl(databaseUrl) || databaseUrl === ':memory:' ? 'data' : dirname(sqlitePath(databaseUrl));
  return join(folder, 'first-admin-password.txt');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, formOptions?: FormOptions, stdoutIsTerminal = process.stdout.isTTY === true): ServerConfig {
  const port = int(env.PORT, 3000, 'PORT');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute URL, got "${publicUrl}"`);
  }
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || 'data/app.db',
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Northbeam <no-reply@${new URL(publicUrl).hostname}>`,
    notifyEmail: env.NOTIFY_EMAIL || undefined,
    apiOrigins: (env.API_ORIGIN || '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    clamdUrl: clamdUrl(env.CLAMD_URL),
    sessionIdleMinutes: int(env.SESSION_IDLE_MINUTES, 120, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: int(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    distDir: env.DIST_DIR ?? 'dist',
    dev: env.NODE_ENV === 'development',
    production: env.NODE_ENV === 'production',
    firstAdminPasswordFile: env.FIRST_ADMIN_PASSWORD_FILE || firstAdminPasswordFile(env.DATABASE_URL || 'data/app.db'),
    adminEmail: env.ADMIN_EMAIL || 'admin@example.com',
    formOptions: formOptions ?? { industries: [], services: [], positions: [] },
    rateLimits: {
      login: rule(env.RATE_LIMIT_LOGIN, DEFAULT_RATE_LIMITS.login, 'RATE_LIMIT_LOGIN'),
      resetEmail: rule(env.RATE_LIMIT_RESET_EMAIL, DEFAULT_RATE_LIMITS.resetEmail, 'RATE_LIMIT_RESET_EMAIL'),
      formSubmit: rule(env.RATE_LIMIT_FORMS, DEFAULT_RATE_LIMITS.formSubmit, 'RATE_LIMIT_FORMS'),
    },
    mailLimits: {
      resetPerAddress: rule(env.RESET_EMAIL_PER_ADDRESS, DEFAULT_MAIL_LIMITS.resetPerAddress, 'RESET_EMAIL_PER_ADDRESS'),
      ackPerRecipient: rule(env.ACK_EMAIL_PER_ADDRESS, DEFAULT_MAIL_LIMITS.ackPerRecipient, 'ACK_EMAIL_PER_ADDRESS'),
    },
    signinThrottle: DEFAULT_SIGNIN_THROTTLE,
    unknownLoginBudget: rule(env.RATE_LIMIT_UNKNOWN_LOGIN, { max: 30, windowMs: 60_000 }, 'RATE_LIMIT_UNKNOWN_LOGIN'),
    mail: {
      pollMs: 2000,
      retryBaseMs: int(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
      maxAttempts: 12,
      leaseMs: int(env.MAIL_LEASE_MS, 60_000, 'MAIL_LEASE_MS'),
    },
    scryptLog2N: 17,
    hashConcurrency: 2,
    // About 3 s of work at 2 hashes at once: a sign-in waits that long at worst, never forever.
    hashQueueMax: 32,
    logger: { level: env.LOG_LEVEL || 'info', format: logFormat(env, stdoutIsTerminal) },
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 120_000, 'REQUEST_TIMEOUT_MS'),
    tls: tlsFiles(env),
  };
}
