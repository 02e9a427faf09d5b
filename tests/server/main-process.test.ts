/*
 * The server alone, as the README starts it (npx tsx src/server/main.ts) and as a person's
 * terminal shows it: one SIGTERM to npx stops everything; a busy port is said in words; a
 * terminal gets one readable line per request, production and pipes the JSON log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/ports.ts';

const dir = mkdtempSync(join(tmpdir(), 'main-process-'));
/** Every process these tests start carries it in its environment, so any left behind is found. */
const marker = randomUUID();
const started: ChildProcess[] = [];

function launch(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: '', HOST: '127.0.0.1', DIST_DIR: join(dir, 'no-site'), DATABASE_URL: join(dir, `${randomUUID()}.db`), MAIN_PROCESS_TEST: marker, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function serving(url: string, output: () => string): Promise<void> {
  const since = Date.now();
  while (!(await fetch(`${url}/healthz`).then((response) => response.ok).catch(() => false))) {
    if (Date.now() - since > 60_000) throw new Error(`the server did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const portRefuses = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

function markedProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`MAIN_PROCESS_TEST=${marker}`)) found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
    } catch {
      // gone already, or not ours
    }
  }
  return found;
}

afterAll(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('npx tsx src/server/main.ts: one SIGTERM to npx stops npx, tsx and the server, and frees the port', async () => {
    const port = await freePort();
    const run = launch('npx', ['tsx', 'src/server/main.ts'], { PORT: String(port) });
    await serving(`http://127.0.0.1:${port}`, run.output);
    process.kill(run.child.pid!, 'SIGTERM'); // to npx alone, as `kill PID` or a process manager does
    await run.exited;
    await expect.poll(() => portRefuses(port), { timeout: 20_000 }).toBe(true);
    await expect.poll(markedProcesses, { timeout: 20_000 }).toEqual([]);
  }, 90_000);

  it('a busy port is named with the command that picks another, and no admin is made', async () => {
    const holder: Server = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      // Started as `npm start` starts it (under `npm test` the child would otherwise inherit npm's "test").
      const run = launch(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { PORT: String(port), npm_lifecycle_event: 'start' });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${port} is busy`);
      // Any port number: the next one is often taken while other tests run.
      expect(run.output()).toMatch(/PORT=\d+ npm start/);
      expect(run.output()).not.toContain('EADDRINUSE');
      expect(run.output()).not.toContain('created admin account');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);

  /** The server run in a pseudo-terminal (util-linux `script`), as a person's terminal runs it. */
  async function inTerminal(env: NodeJS.ProcessEnv): Promise<string> {
    const port = await freePort();
    const run = launch('script', ['-qfec', `${process.execPath} --import tsx src/server/main.ts`, '/dev/null'], { PORT: String(port), ...env });
    const url = `http://127.0.0.1:${port}`;
    await serving(url, run.output);
    await fetch(`${url}/no-such-api-path`);
    await fetch(`${url}/robots.txt`);
    // Stopped once the log has the line the tests read (the log is written after the answer).
    const since = Date.now();
    while (!run.output().includes('/no-such-api-path')) {
      if (Date.now() - since > 30_000) throw new Error(`no log line for /no-such-api-path:\n${run.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.kill(-run.child.pid!, 'SIGTERM');
    await run.exited;
    return run.output().replaceAll('\r', '');
  }

  it('writes one readable line per request to a terminal', async () => {
    const output = await inTerminal({});
    expect(output).toMatch(/^GET \/healthz 200 \d+ ms$/m);
    expect(output).toMatch(/^GET \/no-such-api-path 404 \d+ ms$/m);
    expect(output).toMatch(/^info +serving http:\/\/localhost:\d+ \(sqlite\)$/m);
    expect(output).not.toContain('"msg"');
  }, 90_000);

  it('keeps the JSON log in production, even at a terminal', async () => {
    const output = await inTerminal({ NODE_ENV: 'production' });
    expect(output).toContain('"msg":"incoming request"');
    expect(output).toContain('"url":"/no-such-api-path"');
    expect(output).not.toMatch(/^GET \//m);
  }, 90_000);
});
