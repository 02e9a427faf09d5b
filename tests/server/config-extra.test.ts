/** The settings added for reliability: REQUEST_TIMEOUT_MS, TLS_CERT/TLS_KEY and the mail outbox timings. */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';

describe('loadConfig, reliability settings', () => {
  it('cuts slow requests off after two minutes unless REQUEST_TIMEOUT_MS says otherwise', () => {
    expect(loadConfig({}).requestTimeoutMs).toBe(120_000);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '1500' }).requestTimeoutMs).toBe(1500);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });

  it('waits 30 s before the first mail retry and holds a claimed mail 60 s, unless MAIL_RETRY_BASE_MS and MAIL_LEASE_MS say otherwise', () => {
    expect(loadConfig({}).mail).toMatchObject({ retryBaseMs: 30_000, leaseMs: 60_000 });
    expect(loadConfig({ MAIL_RETRY_BASE_MS: '2000', MAIL_LEASE_MS: '5000' }).mail).toMatchObject({ retryBaseMs: 2000, leaseMs: 5000 });
    expect(() => loadConfig({ MAIL_LEASE_MS: 'a minute' })).toThrow(/MAIL_LEASE_MS/);
  });

  it('serves HTTPS itself only when both TLS_CERT and TLS_KEY are set', () => {
    expect(loadConfig({}).tls).toBeUndefined();
    expect(loadConfig({ TLS_CERT: '/c.pem', TLS_KEY: '/k.pem' }).tls).toEqual({ certFile: '/c.pem', keyFile: '/k.pem' });
    expect(() => loadConfig({ TLS_CERT: '/c.pem' })).toThrow(/TLS_CERT and TLS_KEY/);
  });

  it('refuses TRUST_PROXY=true at start, naming what to set instead (a hop count or proxy addresses)', async () => {
    for (const value of ['true', 'TRUE', ' true ']) expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/hop|number of proxies/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    // A config written by hand (not read from the environment) is refused by the app too.
    await expect(buildApp({ ...loadConfig({}), databaseUrl: ':memory:', distDir: undefined, logger: false, trustProxy: true as never })).rejects.toThrow(/TRUST_PROXY/);
  });
});
