/**
 * A secret the server makes for itself on first use and keeps in the database, so every instance
 * (and every restart) signs and checks with the same key without anyone configuring one.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const cache = new WeakMap<Kysely<Database>, Map<string, Promise<Buffer>>>();

async function loadOrCreate(db: Kysely<Database>, name: string): Promise<Buffer> {
  // Two instances starting at once: the first insert wins and both read the same value.
  await db
    .insertInto('app_secrets')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

export function appSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed read (database down) is tried again next time, not remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
