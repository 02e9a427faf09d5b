import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'data/app.db',
      publicUrl: 'http://localhost:3000',
      apiOrigins: [],
      trustProxy: false,
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 12,
      distDir: 'dist',
      scryptLog2N: 17,
      signinThrottle: expect.objectContaining({ free: 5, accountCeilingMs: 3000 }),
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://u@db/app',
      PUBLIC_URL: 'https://www.example.com/',
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: 'Site <site@example.com>',
      NOTIFY_EMAIL: 'team@example.com',
      API_ORIGIN: 'https://a.example, https://b.example/',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      REDIS_URL: 'redis://cache:6379',
      SESSION_IDLE_MINUTES: '30',
      SESSION_ABSOLUTE_HOURS: '8',
      DIST_DIR: 'public',
      ADMIN_EMAIL: 'root@example.com',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u@db/app',
      publicUrl: 'https://www.example.com',
      smtpUrl: 'smtp://mail:25',
      mailFrom: 'Site <site@example.com>',
      notifyEmail: 'team@example.com',
      apiOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: '10.0.0.0/8,127.0.0.1',
      redisUrl: 'redis://cache:6379',
      sessionIdleMinutes: 30,
      sessionAbsoluteHours: 8,
      distDir: 'public',
      adminEmail: 'root@example.com',
    });
    expect(loadConfig({ RATE_LIMIT_LOGIN: '5/60', RATE_LIMIT_FORMS: '100 / 3600' }).rateLimits).toEqual({
      login: { max: 5, windowMs: 60_000 },
      resetEmail: { max: 5, windowMs: 900_000 },
      formSubmit: { max: 100, windowMs: 3_600_000 },
    });
    expect(() => loadConfig({ RATE_LIMIT_RESET_EMAIL: 'lots' })).toThrow(/RATE_LIMIT_RESET_EMAIL/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1/);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
