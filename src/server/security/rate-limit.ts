/**
 * Per-client fixed-window counters (a client is an IPv4 address or an IPv6 /64: client-key.ts)
 * for the abuse-prone calls (login, reset e-mail, form submission). In memory by default; with
 * REDIS_URL the counters live in Redis so that several API instances share one budget per client.
 * If Redis is unreachable the limiter lets requests through (and logs): the sign-in throttle in
 * the database (auth/throttle.ts) still protects sign-in.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { RateLimitRule } from '../config.ts';
import { HttpError } from '../http/reply.ts';
import { clientKey } from './client-key.ts';

export interface HitResult {
  count: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<HitResult>;
  close(): Promise<void>;
}

/**
 * Windows the memory store keeps at most. A window lives as long as its rule's (an hour for a
 * visitor's acknowledgement mails), and every distinct address a flood of submissions types opens
 * one: the bench's minute of submissions left 60 000. Past this many, the window opened first is
 * dropped, so that key's count starts again: a few more mails or requests for one key, against
 * memory that grows with whatever an attacker types.
 */
export const MEMORY_STORE_WINDOWS = 100_000;

export class MemoryStore implements RateLimitStore {
  /**
   * Read with `peek`, which leaves the order alone: the order is then the one the windows opened in.
   * lru-cache, not a Map whose first key is dropped: past the limit, a Map walked every slot its
   * dropped keys had left (about 40 µs a submission once 100 000 addresses had written).
   */
  private readonly windows: LRUCache<string, { count: number; resetAt: number }>;
  private readonly sweeper: NodeJS.Timeout;

  constructor(maxWindows = MEMORY_STORE_WINDOWS) {
    this.windows = new LRUCache({ max: maxWindows });
    // Drop finished windows, so memory comes back after a burst (maxWindows bounds it meanwhile).
    this.sweeper = setInterval(() => {
      const now = Date.now();
      const finished = [...this.windows.entries()].filter(([, entry]) => entry.resetAt <= now);
      for (const [key] of finished) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowMs: number): Promise<HitResult> {
    const now = Date.now();
    let entry = this.windows.peek(key);
    if (!entry || entry.resetAt <= now) {
      // A renewed window goes to the end of the order, as one opened now.
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
  }
}

export class RedisStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string, private readonly log: FastifyBaseLogger) {
    // Fail fast when Redis is away (commandTimeout): the limiter then lets requests through.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, commandTimeout: 1000 });
    this.redis.on('error', (error) => this.log.warn({ err: { message: error.message } }, 'redis rate-limit store unavailable'));
  }

  async hit(key: string, windowMs: number): Promise<HitResult> {
    const redisKey = `rl:${key}`;
    // INCR, then set the expiry only when the key is new (NX), then read the time left: one round trip.
    const result = await this.redis.multi().incr(redisKey).pexpire(redisKey, windowMs, 'NX').pttl(redisKey).exec();
    if (!result) throw new Error('redis transaction aborted');
    const count = Number(result[0]?.[1]);
    const ttl = Number(result[2]?.[1]);
    return { count, resetMs: ttl > 0 ? ttl : windowMs };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export function createRateLimitStore(redisUrl: string | undefined, log: FastifyBaseLogger): RateLimitStore {
  return redisUrl ? new RedisStore(redisUrl, log) : new MemoryStore();
}

export type RateLimitCheck = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A preHandler that counts the request against `rule` for its client and answers 429 over it. */
export function rateLimit(store: RateLimitStore, name: string, rule: RateLimitRule): RateLimitCheck {
  return async function limit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    let hit: HitResult;
    try {
      hit = await store.hit(`${name}:${clientKey(request.ip)}`, rule.windowMs);
    } catch (error) {
      request.log.warn({ err: { message: (error as Error).message } }, 'rate limiter unavailable; request allowed');
      return;
    }
    reply.header('ratelimit-limit', String(rule.max));
    reply.header('ratelimit-remaining', String(Math.max(0, rule.max - hit.count)));
    if (hit.count > rule.max) {
      const seconds = Math.max(1, Math.ceil(hit.resetMs / 1000));
      throw new HttpError(429, `Too many requests. Please try again in ${describeWait(seconds)}.`, undefined, {
        'retry-after': String(seconds),
      });
    }
  };
}

/**
 * Counts one event against `rule` under `key`; false once over the limit. A limiter that cannot
 * be reached allows (and logs), like the per-IP limits.
 */
export async function withinLimit(store: RateLimitStore, key: string, rule: RateLimitRule, log: FastifyBaseLogger): Promise<boolean> {
  try {
    return (await store.hit(key, rule.windowMs)).count <= rule.max;
  } catch (error) {
    log.warn({ err: { message: (error as Error).message } }, 'rate limiter unavailable; allowed');
    return true;
  }
}

export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
