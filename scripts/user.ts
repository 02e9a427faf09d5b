/**
 * Account management from the shell (for the first admin, or when nobody can sign in):
 *
 *   npm run user -- add --email E --role admin|staff [--name "Full Name"]   (password from stdin)
 *   npm run user -- list
 *   npm run user -- disable --email E        npm run user -- enable --email E
 *   npm run user -- set-role --email E --role admin|staff
 *   npm run user -- passwd --email E          (new password from stdin; ends that user's sessions)
 *   npm run user -- remove --email E
 *   npm run user -- audit-verify             (checks the audit trail's hash chain; exit 1 on a break)
 *   npm run user -- reset-mfa --email E       (lost phone and recovery codes: two-step sign-in off,
 *                                              sessions ended; an admin sets it up again at sign-in)
 *
 * Passwords are read from stdin (first line), never from arguments, which other users of the
 * machine can see in the process list. An empty line on `add` generates a one-time password.
 * Uses DATABASE_URL like the server and applies migrations first.
 */
import { createInterface } from 'node:readline';
import { verifyChain } from '../src/server/audit/chain.ts';
import { disableMfa } from '../src/server/auth/mfa-store.ts';
import { generatePassword, PasswordHasher, passwordProblem } from '../src/server/auth/password.ts';
import { revokeUserSessions } from '../src/server/auth/sessions.ts';
import { deleteUser, findUserByEmail, insertUser, listUsers, setPasswordHash, updateUser, UserError } from '../src/server/auth/users.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDb, type Db } from '../src/server/db/index.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import type { Role } from '../src/server/db/schema.ts';

const USAGE = `Usage: npm run user -- <command> [options]
  add --email E --role admin|staff [--name N]   password read from stdin (empty: generate one)
  list
  disable --email E | enable --email E
  set-role --email E --role admin|staff
  passwd --email E                               password read from stdin
  remove --email E
  audit-verify                                   check the audit trail's hash chain (exit 1 if broken)
  reset-mfa --email E                            turns two-step sign-in off (lost phone and codes)`;

class CliError extends Error {}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith('--')) throw new CliError(`--${name} needs a value`);
  return value;
}

function required(args: string[], name: string): string {
  const value = option(args, name);
  if (!value) throw new CliError(`--${name} is required\n\n${USAGE}`);
  return value;
}

function role(value: string): Role {
  if (value !== 'admin' && value !== 'staff') throw new CliError('--role must be admin or staff');
  return value;
}

/** Reads one line from stdin; on a terminal the typed characters are not echoed. */
async function readPassword(prompt: string): Promise<string> {
  if (process.stdin.isTTY) return readHidden(prompt);
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line.replace(/\r$/, '');
  }
  return '';
}

function readHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const stdin = process.stdin;
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          finish();
          reject(new CliError('Cancelled'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function userId(db: Db, email: string): Promise<number> {
  const user = await findUserByEmail(db.db, email);
  if (!user) throw new CliError(`No user with e-mail ${email}`);
  return Number(user.id);
}

async function run(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const db = openDb(config.databaseUrl);
  const hasher = new PasswordHasher(config.scryptLog2N, 1);
  try {
    await migrateToLatest(db);
    switch (command) {
      case 'add': {
        const email = required(rest, 'email');
        const userRole = role(required(rest, 'role'));
        const name = option(rest, 'name') ?? email.split('@')[0]!;
        let password = await readPassword('Password (empty to generate one): ');
        let generated = false;
        if (password === '') {
          password = generatePassword();
          generated = true;
        } else {
          const problem = passwordProblem(password);
          if (problem) throw new CliError(problem);
        }
        const user = await insertUser(db.db, { email, name, role: userRole, passwordHash: await hasher.hash(password), oneTime: generated });
        console.log(`Created ${user.role} ${user.email} (id ${user.id}).`);
        if (generated) console.log(`One-time password: ${password}`);
        break;
      }
      case 'list': {
        const users = await listUsers(db.db);
        if (users.length === 0) console.log('No users.');
        for (const user of users) {
          console.log(
            [String(user.id).padStart(4), user.role.padEnd(5), user.disabled ? 'disabled' : 'active  ', user.email, `"${user.name}"`, `last login ${user.lastLoginAt ?? 'never'}`].join('  '),
          );
        }
        break;
      }
      case 'disable':
      case 'enable': {
        const email = required(rest, 'email');
        const user = await updateUser(db.db, db.dialect, await userId(db, email), { disabled: command === 'disable' });
        console.log(`${user.email} is now ${user.disabled ? 'disabled (signed out everywhere)' : 'enabled'}.`);
        break;
      }
      case 'set-role': {
        const email = required(rest, 'email');
        const user = await updateUser(db.db, db.dialect, await userId(db, email), { role: role(required(rest, 'role')) });
        console.log(`${user.email} is now ${user.role}.`);
        break;
      }
      case 'passwd': {
        const id = await userId(db, required(rest, 'email'));
        const password = await readPassword('New password: ');
        const problem = passwordProblem(password);
        if (problem) throw new CliError(problem);
        await setPasswordHash(db.db, id, await hasher.hash(password));
        await revokeUserSessions(db.db, id);
        console.log('Password changed; existing sessions ended.');
        break;
      }
      case 'reset-mfa': {
        // For someone who lost both the phone and the recovery codes, after checking who they are.
        const email = required(rest, 'email');
        const id = await userId(db, email);
        await disableMfa(db.db, id);
        await revokeUserSessions(db.db, id);
        console.log(`Two-step sign-in is off for ${email}; existing sessions ended. It is set up again at the next sign-in where it is required.`);
        break;
      }
      case 'remove': {
        const email = required(rest, 'email');
        await deleteUser(db.db, db.dialect, await userId(db, email));
        console.log(`Removed ${email}.`);
        break;
      }
      case 'audit-verify': {
        const check = await verifyChain(db.db);
        if (check.ok) {
          console.log(`ok: the audit trail is intact (${check.rows} entries checked).`);
        } else {
          console.error(`BROKEN: the audit trail was altered at entry ${check.firstBadId} (${check.rows} entries before it check out).`);
          process.exitCode = 1;
        }
        break;
      }
      default:
        throw new CliError(`Unknown command "${command}"\n\n${USAGE}`);
    }
  } finally {
    await db.destroy();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof CliError || error instanceof UserError) console.error(error.message);
  else console.error('Failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
