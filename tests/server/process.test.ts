/**
 * The real processes: `tsx src/server/main.ts` (first admin, listen, graceful SIGTERM) and the
 * `scripts/user.ts` account CLI, on every test database.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabases, type TestDatabase } from '../helpers/db.ts';
import { startSmtpReceiver, type SmtpReceiver } from '../helpers/smtp.ts';
import { freePort } from '../helpers/ports.ts';

const ROOT = resolve(import.meta.dirname, '../..');
/** node with the tsx loader (what `tsx file` does, minus its extra wrapper process). */
const NODE = process.execPath;
const TSX_ARGS = ['--import', 'tsx'];

function runCli(env: NodeJS.ProcessEnv, args: string[], stdin = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(NODE, [...TSX_ARGS, 'scripts/user.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe.each(testDatabases)('processes on %s', (kind) => {
  let database: TestDatabase;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.cleanup();
  });

  it('main.ts creates the first admin, serves, and finishes in-flight requests on SIGTERM', async () => {
    const port = await freePort();
    const passwordFile = join(mkdtempSync(join(tmpdir(), 'first-admin-')), 'first-admin-password.txt');
    const child: ChildProcessWithoutNullStreams = spawn(NODE, [...TSX_ARGS, 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: database.url,
        DIST_DIR: resolve(ROOT, 'no-such-dist'),
        SMTP_URL: smtp.url,
        ADMIN_EMAIL: 'first@northbeam.example',
        FIRST_ADMIN_PASSWORD_FILE: passwordFile,
        LOG_LEVEL: 'info', // the test waits for the request's log line
      },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    try {
      const base = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 60_000;
      for (;;) {
        try {
          if ((await fetch(`${base}/healthz`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // stdout is a pipe, not a terminal: the password is in a file only this user can read,
      // and the JSON log names the file, never the password.
      const match = /e-mail:\s+(\S+)\s+password:\s+(\S+)/.exec(readFileSync(passwordFile, 'utf8'));
      expect(match?.[1]).toBe('first@northbeam.example');
      const password = match![2]!;
      expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
      expect(out).toContain(JSON.stringify(passwordFile));
      expect(out).not.toContain(password);

      // A login (a full-cost scrypt hash, ~0.3 s) is in flight when SIGTERM arrives.
      const inFlight = fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'first@northbeam.example', password }),
      });
      // SIGTERM only once the server has taken the request (its log says so): a fixed pause raced
      // a busy machine, where the signal could come first and the request meet the 503 of closing.
      const received = Date.now() + 10_000;
      while (!out.includes('"url":"/auth/login"') && Date.now() < received) await new Promise((r) => setTimeout(r, 10));
      child.kill('SIGTERM');
      const res = await inFlight;
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { userDetails: { role: string } } };
      expect(body.data.userDetails.role).toBe('admin');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }

    // A second start finds the admin and creates no other.
    const cli = await runCli({ DATABASE_URL: database.url }, ['list']);
    expect(cli.stdout.match(/admin/g)).toHaveLength(1);
  }, 120_000);

  it('npm run user manages accounts, passwords from stdin', async () => {
    const env = { DATABASE_URL: database.url };
    const add = await runCli(env, ['add', '--email', 'Cli@Northbeam.example', '--role', 'staff', '--name', 'Cli User'], 'a-fine-Long-passphrase-3\n');
    expect(add.code).toBe(0);
    expect(add.stdout).toContain('Created staff cli@northbeam.example');

    const generated = await runCli(env, ['add', '--email', 'gen@northbeam.example', '--role', 'admin'], '\n');
    expect(generated.stdout).toMatch(/One-time password: \S{20,}/);

    const weak = await runCli(env, ['add', '--email', 'weak@northbeam.example', '--role', 'staff'], 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('too common');

    const dup = await runCli(env, ['add', '--email', 'cli@northbeam.example', '--role', 'staff'], 'a-fine-Long-passphrase-3\n');
    expect(dup.code).toBe(1);
    expect(dup.stderr).toContain('already exists');

    expect((await runCli(env, ['set-role', '--email', 'cli@northbeam.example', '--role', 'admin'])).stdout).toContain('is now admin');
    expect((await runCli(env, ['disable', '--email', 'cli@northbeam.example'])).stdout).toContain('disabled');
    expect((await runCli(env, ['passwd', '--email', 'cli@northbeam.example'], 'another-Long-passphrase-4\n')).stdout).toContain('Password changed');
    expect((await runCli(env, ['reset-mfa', '--email', 'cli@northbeam.example'])).stdout).toContain('Two-step sign-in is off for cli@northbeam.example');

    const list = await runCli(env, ['list']);
    expect(list.stdout).toMatch(/admin\s+disabled\s+cli@northbeam\.example\s+"Cli User"/);
    expect(list.stdout).not.toMatch(/scrypt/);

    const bad = await runCli(env, ['set-role', '--email', 'cli@northbeam.example', '--role', 'owner']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--role must be admin or staff');
    const unknown = await runCli(env, ['frobnicate']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage');
  }, 180_000);
});
