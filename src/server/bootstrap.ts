/**
 * First start with an empty users table: an admin with a generated one-time password (it must be
 * replaced at the first sign-in and stops working after 24 hours). The password is shown on a
 * person's terminal only; a service's stdout is the JSON log (journald, a log store), so there it
 * goes to a file only the server's user can read, and the log names the file. Production makes no
 * account nobody asked for.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword } from './auth/password.ts';
import { countUsers, insertUser, UserError } from './auth/users.ts';
import type { AppContext } from './context.ts';

export const CREATE_ADMIN_HINT = 'npm run user -- add --email you@example.com --role admin --name "Your Name"';

export interface FirstStartOutput {
  /** stdout is a person's terminal. */
  isTTY: boolean;
  write(text: string): void;
  log: FastifyBaseLogger;
}

export async function ensureFirstAdmin(ctx: AppContext): Promise<{ email: string; password: string } | null> {
  if ((await countUsers(ctx.db)) > 0) return null;
  const password = generatePassword();
  try {
    const user = await insertUser(ctx.db, {
      email: ctx.config.adminEmail,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await ctx.hasher.hash(password),
      oneTime: true,
    });
    return { email: user.email, password };
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (error instanceof UserError) return null;
    throw error;
  }
}

/** Creates the first admin when there is no account, and tells the person starting the server. */
export async function firstStart(ctx: AppContext, out: FirstStartOutput): Promise<void> {
  if (ctx.config.production) {
    if ((await countUsers(ctx.db)) === 0) {
      out.log.error(`No account exists, and in production none is created automatically. Create the first admin with: ${CREATE_ADMIN_HINT} (the password is read from stdin).`);
    }
    return;
  }
  const admin = await ensureFirstAdmin(ctx);
  if (!admin) return;
  const text =
    `First start: created admin account\n  e-mail:   ${admin.email}\n  password: ${admin.password}\n` +
    `It works once, within 24 hours: sign in and choose your own password.\n`;
  if (out.isTTY) {
    out.write(`\n${text.replace(/^/gm, '  ')}\n`);
    return;
  }
  const file = ctx.config.firstAdminPasswordFile;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // A new file, so the mode applies (writeFile keeps an existing file's mode).
  rmSync(file, { force: true });
  writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
  out.log.warn({ file }, 'first start: created admin account; its one-time password is in this file (only this user can read it): read it, then delete the file');
}
