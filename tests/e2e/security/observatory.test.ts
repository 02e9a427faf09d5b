/**
 * Headers graded the way the Mozilla HTTP Observatory grades them, over real HTTPS.
 *
 * The scanner itself (npm @mdn/mdn-http-observatory 1.4.x) is not used: it pulls in pg-native,
 * Sentry, jsdom and a PostgreSQL client for its API, and its certificate and HSTS checks need a
 * publicly trusted certificate, which a local test server cannot have. Instead this test serves
 * the built site with TLS_CERT/TLS_KEY (a throwaway self-signed certificate made with openssl per
 * run), fetches the home page, an API answer and a 404 over HTTPS, and applies the scanner's
 * published scoring rules to those real answers: the modifiers of src/grader/charts.js
 * (SCORE_TABLE, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90) and the tests of
 * src/analyzer/tests/*.js in github.com/mdn/mdn-http-observatory, as documented at
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring. Start at 100, add the
 * penalties; bonuses count only when the score is then at least 90; 100 or more is A+.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { loadFormOptions } from '../../../src/registry/form-options.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/db.ts';
import { testConfig } from '../../server/_app.ts';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', rejectUnauthorized: false, headers: { accept: 'text/html,*/*' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const header = (a: Answer, name: string) => {
  const v = a.headers[name];
  return Array.isArray(v) ? v.join(', ') : (v ?? '');
};

function parseCsp(value: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), sources.map((s) => s.toLowerCase()));
  }
  return map;
}

/** The Observatory's tests, scored with its SCORE_TABLE modifiers. Answers [test, result, modifier]. */
export function observatoryScore(a: Answer): { score: number; grade: string; results: Array<[string, string, number]> } {
  const results: Array<[string, string, number]> = [];
  // content-security-policy (src/analyzer/tests/csp.js)
  const cspValue = header(a, 'content-security-policy');
  if (!cspValue) results.push(['content-security-policy', 'csp-not-implemented', -25]);
  else {
    const csp = parseCsp(cspValue);
    const effective = (d: string) => csp.get(d) ?? csp.get('default-src');
    const script = effective('script-src');
    const object = effective('object-src');
    const broad = (list: string[] | undefined) => !list || list.some((s) => ["'unsafe-inline'", 'data:', 'http:', 'https:', '*', 'http://*', 'https://*'].includes(s));
    const style = effective('style-src');
    const insecureScheme = [...csp.values()].flat().some((s) => s.startsWith('http:'));
    if (broad(script) || (object && broad(object) && !object.includes("'none'")) || !object) results.push(['content-security-policy', 'csp-implemented-with-unsafe-inline', -20]);
    else if (insecureScheme) results.push(['content-security-policy', 'csp-implemented-with-insecure-scheme', -20]);
    else if (script!.includes("'unsafe-eval'")) results.push(['content-security-policy', 'csp-implemented-with-unsafe-eval', -10]);
    else if (style && style.some((s) => ["'unsafe-inline'", 'data:', 'https:', '*'].includes(s))) results.push(['content-security-policy', 'csp-implemented-with-unsafe-inline-in-style-src-only', 0]);
    else if (csp.get('default-src')?.includes("'none'") && csp.has('form-action')) results.push(['content-security-policy', 'csp-implemented-with-no-unsafe-default-src-none', 10]);
    else results.push(['content-security-policy', 'csp-implemented-with-no-unsafe', 5]);
  }
  // cookies (cookies.js): none set
  const cookies = a.headers['set-cookie'];
  results.push(['cookies', cookies ? 'cookies-present' : 'cookies-not-found', cookies ? -20 : 0]);
  // cross-origin-resource-sharing (cors.js)
  const acao = header(a, 'access-control-allow-origin');
  const credentials = header(a, 'access-control-allow-credentials') === 'true';
  results.push(['cross-origin-resource-sharing', acao ? (credentials ? 'universal-access' : 'public-access') : 'not-implemented', acao && credentials ? -50 : 0]);
  // redirection (redirection.js): the server listens on HTTPS only, nothing to redirect
  results.push(['redirection', 'redirection-not-needed-no-http', 0]);
  // referrer-policy (referrer-policy.js)
  const referrer = header(a, 'referrer-policy').toLowerCase().split(',').map((s) => s.trim()).filter(Boolean).pop() ?? '';
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer)) results.push(['referrer-policy', 'referrer-policy-private', 5]);
  else if (!referrer) results.push(['referrer-policy', 'referrer-policy-not-implemented', 0]);
  else results.push(['referrer-policy', 'referrer-policy-unsafe', -5]);
  // strict-transport-security (strict-transport-security.js)
  const hsts = /max-age=(\d+)/i.exec(header(a, 'strict-transport-security'));
  if (!hsts) results.push(['strict-transport-security', 'hsts-not-implemented', -20]);
  else results.push(['strict-transport-security', Number(hsts[1]) >= 15_768_000 ? 'hsts-implemented-max-age-at-least-six-months' : 'hsts-implemented-max-age-less-than-six-months', Number(hsts[1]) >= 15_768_000 ? 0 : -10]);
  // subresource-integrity (subresource-integrity.js)
  const isHtml = header(a, 'content-type').includes('text/html');
  const scripts = isHtml ? [...a.body.matchAll(/<script\b[^>]*\bsrc=["']?([^"' >]+)/gi)].map((m) => m[1]!) : [];
  const external = scripts.filter((src) => /^(https?:)?\/\//i.test(src));
  if (!isHtml) results.push(['subresource-integrity', 'sri-not-implemented-response-not-html', 0]);
  else if (scripts.length === 0) results.push(['subresource-integrity', 'sri-not-implemented-but-no-scripts-loaded', 0]);
  else if (external.length === 0) results.push(['subresource-integrity', 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', 0]);
  else results.push(['subresource-integrity', 'sri-not-implemented-but-external-scripts-loaded-securely', -5]);
  // x-content-type-options (x-content-type-options.js)
  results.push(['x-content-type-options', header(a, 'x-content-type-options').toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-not-implemented', header(a, 'x-content-type-options').toLowerCase() === 'nosniff' ? 0 : -5]);
  // x-frame-options (x-frame-options.js): CSP frame-ancestors wins
  const frameAncestors = cspValue ? parseCsp(cspValue).get('frame-ancestors') : undefined;
  const xfo = header(a, 'x-frame-options').toUpperCase();
  if (frameAncestors) results.push(['x-frame-options', 'x-frame-options-implemented-via-csp', 5]);
  else if (xfo === 'DENY' || xfo === 'SAMEORIGIN') results.push(['x-frame-options', 'x-frame-options-sameorigin-or-deny', 0]);
  else results.push(['x-frame-options', 'x-frame-options-not-implemented', -20]);
  // cross-origin-resource-policy (cross-origin-resource-policy.js)
  const corp = header(a, 'cross-origin-resource-policy').toLowerCase();
  results.push(['cross-origin-resource-policy', corp || 'not-implemented', corp === 'same-origin' || corp === 'same-site' ? 10 : 0]);

  const penalties = results.reduce((sum, [, , m]) => sum + Math.min(m, 0), 0);
  let score = 100 + penalties;
  if (score >= 90) score += results.reduce((sum, [, , m]) => sum + Math.max(m, 0), 0);
  score = Math.max(score, 0);
  const chart: Array<[number, string]> = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];
  const grade = chart.find(([min]) => score >= min)![1];
  return { score, grade, results };
}

describe.skipIf(!existsSync('/usr/bin/openssl') && !existsSync('/bin/openssl'))('HTTP Observatory grading over HTTPS', () => {
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'northbeam-tls-'));
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    database = await createTestDatabase('sqlite');
    app = await buildApp(
      testConfig(database.url, undefined, {
        distDir: '.test-dist',
        formOptions: loadFormOptions(),
        tls: { certFile: join(dir, 'cert.pem'), keyFile: join(dir, 'key.pem') },
      }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('grades the home page, an API answer and a 404 A+ (score ≥ 100)', async () => {
    const graded: Record<string, { score: number; grade: string }> = {};
    for (const path of ['/', '/healthz', '/no-such-page']) {
      const answer = await get(port, path);
      expect(answer.status).toBeLessThan(500);
      const { score, grade, results } = observatoryScore(answer);
      graded[path] = { score, grade };
      expect(grade, `${path}: ${JSON.stringify(results)}`).toBe('A+');
      // No test scored a penalty.
      expect(results.filter(([, , m]) => m < 0), path).toEqual([]);
    }
    expect(graded['/']!.score).toBeGreaterThanOrEqual(115);
    console.log(`[figures] observatory ${JSON.stringify(graded)}`);
  });

  it('would not grade a weakened policy A+ (the rules have teeth)', () => {
    const base = { status: 200, headers: { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" }, body: '<script src="/a.js"></script>' };
    expect(observatoryScore(base).grade).not.toBe('A+');
    expect(observatoryScore({ ...base, headers: { 'content-type': 'text/html' } }).grade).toBe('D');
  });
});
