/**
 * Account operations shared by the HTTP routes and the `npm run user` CLI. Keeps the rule that
 * there is always at least one active admin, checked inside the transaction that would break it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../db/index.ts';
import type { Database, Role } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { oneTimePasswordColumns, ownPasswordColumns } from './one-time-password.ts';
import { revokeUserSessions } from './sessions.ts';

export interface PublicUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export class UserError extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 403 | 404 | 409,
  ) {
    super(message);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const PUBLIC_COLUMNS = ['id', 'email', 'name', 'role', 'disabled', 'created_at', 'last_login_at'] as const;

type PublicRow = { id: number; email: string; name: string; role: Role; disabled: number; created_at: string; last_login_at: string | null };

function toPublic(row: PublicRow): PublicUser {
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: Boolean(row.disabled),
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  };
}

export async function listUsers(db: Kysely<Database>): Promise<PublicUser[]> {
  const rows = await db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('id').execute();
  return rows.map(toPublic);
}

export async function getUser(db: Kysely<Database>, id: number): Promise<PublicUser | null> {
  const row = await db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toPublic(row) : null;
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function countUsers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertUser(
  db: Kysely<Database>,
  input: { email: string; name: string; role: Role; passwordHash: string; oneTime?: boolean },
): Promise<PublicUser> {
  const email = normalizeEmail(input.email);
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) throw new UserError('An account with this e-mail already exists', 409);
  const now = isoNow();
  try {
    const row = await db
      .insertInto('users')
      .values({
        email,
        name: input.name.trim(),
        role: input.role,
        disabled: 0,
        created_at: now,
        last_login_at: null,
        ...(input.oneTime ? oneTimePasswordColumns(input.passwordHash) : ownPasswordColumns(input.passwordHash)),
      })
      .returning(PUBLIC_COLUMNS)
      .executeTakeFirstOrThrow();
    return toPublic(row);
  } catch (error) {
    // Two creations racing for the same address: the unique index decides.
    if (/unique|duplicate/i.test(String((error as Error).message))) {
      throw new UserError('An account with this e-mail already exists', 409);
    }
    throw error;
  }
}

/**
 * Locks the admin rows (PostgreSQL; SQLite serialises writers anyway) and refuses when the change
 * would leave no active admin.
 */
async function assertAnotherActiveAdmin(trx: Transaction<Database>, dialect: DialectName, exceptId: number): Promise<void> {
  let query = trx.selectFrom('users').select('id').where('role', '=', 'admin').where('disabled', '=', 0);
  if (dialect === 'postgres') query = query.forUpdate();
  const admins = await query.execute();
  if (!admins.some((admin) => Number(admin.id) !== exceptId)) {
    throw new UserError('There must be at least one active admin', 409);
  }
}

export async function updateUser(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  change: { role?: Role; disabled?: boolean; name?: string },
): Promise<PublicUser> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!current) throw new UserError('No such user', 404);
    const losesAdmin =
      current.role === 'admin' && !current.disabled && ((change.role && change.role !== 'admin') || change.disabled === true);
    if (losesAdmin) await assertAnotherActiveAdmin(trx, dialect, id);
    const set: Partial<{ role: Role; disabled: number; name: string }> = {};
    if (change.role) set.role = change.role;
    if (change.disabled !== undefined) set.disabled = change.disabled ? 1 : 0;
    if (change.name !== undefined) set.name = change.name.trim();
    if (Object.keys(set).length > 0) await trx.updateTable('users').set(set).where('id', '=', id).execute();
    // A disabled account is signed out everywhere at once, not at its next idle expiry.
    if (change.disabled) await revokeUserSessions(trx, id);
    const row = await trx.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow();
    return toPublic(row);
  });
}

export async function deleteUser(db: Kysely<Database>, dialect: DialectName, id: number, actingUserId?: number): Promise<void> {
  if (id === actingUserId) throw new UserError('You cannot delete your own account', 409);
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select(['role', 'disabled']).where('id', '=', id).executeTakeFirst();
    if (!current) throw new UserError('No such user', 404);
    if (current.role === 'admin' && !current.disabled) await assertAnotherActiveAdmin(trx, dialect, id);
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', id).execute();
    await trx.deleteFrom('users').where('id', '=', id).execute();
  });
}

export async function setPasswordHash(db: Kysely<Database>, id: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set(ownPasswordColumns(passwordHash)).where('id', '=', id).execute();
}
