/**
 * Password hashing with scrypt (node:crypto, no native add-on) at the OWASP parameters
 * N=2^17, r=8, p=1, 64-byte key. Each hash needs 128 MiB, so a semaphore bounds how many run at
 * once: a burst of logins queues instead of exhausting memory, and a queue that is full answers
 * 503 at once instead of making every later sign-in wait behind the burst. The parameters are
 * stored with each hash so they can be raised later without breaking old ones.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpError } from '../http/reply.ts';
import { isCommonPassword } from './common-passwords.ts';

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
const KEY_LENGTH = 64;

/** Returns a message when the password breaks the policy, else null. */
export function passwordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  if (isCommonPassword(password)) return 'This password is too common; choose another';
  return null;
}

/** Thrown when `maxWaiting` tasks already wait: the request answers 503 and the client retries. */
export class BusyError extends HttpError {
  constructor() {
    super(503, 'The server is busy. Please try again in a few seconds.', undefined, { 'retry-after': '5' });
  }
}

/** A counting semaphore: at most `limit` holders at once, at most `maxWaiting` waiting in order. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Infinity,
  ) {}
  /** True when a task asked for now would be refused. */
  get full(): boolean {
    return this.active >= this.limit && this.waiting.length >= this.maxWaiting;
  }
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) {
      if (this.full) throw new BusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.active++;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  // maxmem must exceed 128 * N * r bytes or node refuses.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r + 1024 * 1024 };
}

export class PasswordHasher {
  private readonly gate: Semaphore;
  private dummy: Promise<string> | undefined;
  /** How long the latest scrypt run took (ms), its wait in the queue left out. */
  private lastRunMs = 0;

  constructor(
    private readonly log2N = 17,
    concurrency = 2,
    maxWaiting = Infinity,
  ) {
    this.gate = new Semaphore(Math.max(1, concurrency), maxWaiting);
  }

  /**
   * Refuses (503) now when a hash asked for now would be: sign-in calls it before counting the
   * attempt against the account, so a busy server does not count its own refusals as failures.
   */
  refuseWhenBusy(): void {
    if (this.gate.full) throw new BusyError();
  }

  /** Format: scrypt$<log2N>$<r>$<p>$<salt b64>$<key b64>. */
  hash(password: string): Promise<string> {
    return this.gate.run(async () => {
      const salt = randomBytes(16);
      const key = await this.timed(scryptAsync(password, salt, optionsFor(this.log2N, 8, 1)));
      return `scrypt$${this.log2N}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    });
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.gate.run(async () => {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [, n, r, p, salt, key] = parts as [string, string, string, string, string, string];
      const expected = Buffer.from(key, 'base64');
      const actual = await this.timed(scryptAsync(password, Buffer.from(salt, 'base64'), optionsFor(Number(n), Number(r), Number(p))));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    });
  }

  /** A hash of a random password, made once: what unknown e-mails are checked against. */
  private dummyHash(): Promise<string> {
    this.dummy ??= this.hash(randomBytes(18).toString('base64'));
    return this.dummy;
  }

  private async timed<T>(work: Promise<T>): Promise<T> {
    const started = performance.now();
    const result = await work;
    this.lastRunMs = performance.now() - started;
    return result;
  }

  /**
   * Spends the same time as a real check. Used for unknown e-mails so that the answer time
   * does not tell whether an account exists.
   */
  async verifyDummy(password: string): Promise<void> {
    await this.verify(password, await this.dummyHash());
  }

  /**
   * Waits as long as the latest check took, without hashing: for unknown e-mails beyond their
   * shared budget, so a flood of made-up addresses costs timers instead of the hashes real
   * sign-ins wait for, and the answer still takes about as long as a real one.
   */
  async pretendVerify(): Promise<void> {
    // The dummy hash is made once and measured, so there is always a duration to copy.
    await this.dummyHash();
    await sleep(this.lastRunMs);
  }
}

/** A readable random password for one-time use (about 120 bits). */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url').replace(/[-_]/g, 'x') + '-' + randomBytes(6).toString('base64url');
}
