/**
 * TOTP secrets at rest: AES-256-GCM with a key derived (HKDF-SHA-256) from a server-made secret
 * (app-secret.ts), bound to the account by its id as associated data, so a secret copied onto
 * another user's row does not decrypt. Stored as `v1.<iv>.<ciphertext>.<tag>` (base64url).
 *
 * What it buys: a dump of the users table alone (an export, a log line, a partial backup) holds no
 * usable secret. The key lives in the database's app_secrets table, so a copy of the whole
 * database still yields the secrets; keeping the key elsewhere (an environment variable or a KMS)
 * is the next step if that threat matters.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { appSecret } from './app-secret.ts';

async function key(db: Kysely<Database>): Promise<Buffer> {
  return Buffer.from(hkdfSync('sha256', await appSecret(db, 'mfa-secret-key'), Buffer.alloc(0), 'totp-secret-v1', 32));
}

export async function sealSecret(db: Kysely<Database>, userId: number, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

export async function openSecret(db: Kysely<Database>, userId: number, sealed: string): Promise<string> {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('Unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`user:${userId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
