/*
 * A port another program holds: npm start and npm run dev say which port and how to pick another,
 * at once (before a build), instead of Node's raw EADDRINUSE.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'busy-port-'));
let holder: Server;
let port: number;

beforeAll(async () => {
  holder = createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  port = (holder.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => holder.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', [...args, '--silent'], {
      env: { ...process.env, NODE_ENV: '', PORT: String(port), HOST: '127.0.0.1', DIST_DIR: join(dir, 'dist'), DEV_DIST_DIR: join(dir, 'dev'), DATABASE_URL: join(dir, 'app.db') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a busy port', () => {
  it.each([
    { command: 'npm start', args: ['start'] },
    { command: 'npm run dev', args: ['run', 'dev'] },
  ])('$command names the port and the command that picks another', async ({ args, command }) => {
    const { code, output } = await npm(args);
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is busy`);
    expect(output).toContain(`PORT=${port + 1} ${command}`);
    expect(output).not.toContain('EADDRINUSE');
    expect(output).not.toMatch(/Building the site|Built \d+ routes/);
  }, 60_000);
});
