/*
 * The server's log as a person reads it at a terminal: one line per request (method, path,
 * status, time), none for the files a page loads, other events as "level message". Production
 * and anything that is not a terminal keep pino's JSON lines.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSiteFile, logFormat, prettyLine, prettyStream } from '../../src/server/log-format.ts';
import { startHarness, type Harness } from './_app.ts';

describe('which log a run gets', () => {
  it('reads lines at a terminal, JSON in production or when the output is not a terminal', () => {
    expect(logFormat({}, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(logFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    expect(logFormat({}, false)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(logFormat({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
  });

  it('counts the files a page loads as site files, and pages and the API as not', () => {
    for (const path of ['/assets/chunks/chunk-AB12CD34.js', '/robots.txt', '/favicon.ico', '/__dev/build', '/sitemap.xml?x=1']) expect(isSiteFile(path), path).toBe(true);
    for (const path of ['/', '/about-us', '/industries/healthcare', '/auth/login', '/api/form/contact', '/healthz']) expect(isSiteFile(path), path).toBe(false);
  });

  it('writes other events as level and message, with their fields and an error’s stack', () => {
    expect(prettyLine(JSON.stringify({ level: 40, time: 1, pid: 2, hostname: 'h', msg: 'SMTP_URL is not set' }))).toBe('warn  SMTP_URL is not set\n');
    expect(prettyLine(JSON.stringify({ level: 30, msg: 'signed in', userId: 7, reqId: 'req-1' }))).toBe('info  signed in  userId=7\n');
    expect(prettyLine(JSON.stringify({ level: 50, msg: 'unhandled error', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe('error unhandled error\nError: boom\n    at x\n');
  });
});

describe('a readable request log', () => {
  const dist = mkdtempSync(join(tmpdir(), 'log-format-'));
  let harness: Harness;
  const printed: string[] = [];
  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'build-manifest.json'), JSON.stringify({ redirects: {}, builtAt: new Date().toISOString(), scriptHashes: [] }));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><title>Page Not Found</title>');
    writeFileSync(join(dist, 'assets/app-AB12CD34.js'), 'export {}');
    const terminal = { write: (text: string) => void printed.push(text) };
    harness = await startHarness('sqlite', { distDir: dist, logger: { level: 'info', format: 'pretty', stream: prettyStream(terminal) } });
  });
  afterAll(async () => {
    await harness?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('prints one line per request, none for a file the page loads, and a failed file', async () => {
    printed.length = 0;
    await harness.app.inject({ url: '/' });
    await harness.app.inject({ url: '/assets/app-AB12CD34.js' });
    await harness.app.inject({ url: '/no-such-page' });
    await harness.app.inject({ url: '/assets/gone-AB12CD34.js' });
    await harness.app.inject({ method: 'POST', url: '/auth/login', payload: {} });
    await harness.app.inject({ url: '/reset-password?token=secret-value' });
    const lines = printed.join('').trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^GET \/ 200 \d+ ms$/);
    expect(lines[1]).toMatch(/^GET \/no-such-page 404 \d+ ms$/);
    expect(lines[2]).toMatch(/^GET \/assets\/gone-AB12CD34\.js 404 \d+ ms$/);
    expect(lines[3]).toMatch(/^POST \/auth\/login 400 \d+ ms$/);
    expect(lines[4]).toMatch(/^GET \/reset-password\?token=\[Redacted\] 404 \d+ ms$/);
  });
});
