/**
 * Known devices: after a successful sign-in the browser keeps an HMAC-signed value in a cookie
 * that only the sign-in call receives. A sign-in that presents it is throttled per device instead
 * of per address and skips the account-wide hold, so an attack on the account does not slow the
 * owner on a device they used before. The value names the account it was issued for; it is not a
 * credential (the password is still checked).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appSecret } from './app-secret.ts';

const COOKIE_PATH = '/auth/login';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

/** One cookie per account, so people sharing a browser each keep theirs. */
function cookieName(userId: number): string {
  return `known_device_${userId}`;
}

async function signature(db: Kysely<Database>, userId: number, deviceId: string): Promise<string> {
  return createHmac('sha256', await appSecret(db, 'known-device')).update(`${userId}.${deviceId}`).digest('base64url');
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** The device's id when the request carries a valid known-device value for this account. */
export async function knownDevice(db: Kysely<Database>, request: FastifyRequest, userId: number): Promise<string | null> {
  const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(readCookie(request.headers.cookie, cookieName(userId)) ?? '');
  if (!match) return null;
  const [, deviceId, given] = match as unknown as [string, string, string];
  const expected = Buffer.from(await signature(db, userId, deviceId));
  return timingSafeEqual(expected, Buffer.from(given)) ? deviceId : null;
}

/** Marks the browser as a known device for this account (a new id unless it already has one). */
export async function rememberDevice(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, userId: number, deviceId: string | null): Promise<void> {
  const id = deviceId ?? randomBytes(16).toString('base64url');
  const value = `${id}.${await signature(db, userId, id)}`;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${cookieName(userId)}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
}
