import { describe, expect, it } from 'vitest';

describe('maintenance', () => {
  it('prunes expired sessions, spent reset links, stale counters and old sent mail', async () => {
    const { startHarness, addUser } = await import('./_app.ts');
    const { pruneOnce } = await import('../../src/server/maintenance.ts');
    const h = await startHarness('sqlite');
    try {
      const { db } = h.app.ctx;
      const user = await addUser(h.app, 'prune@northbeam.example');
      const old = new Date(Date.now() - 40 * 24 * 3_600_000).toISOString();
      const soon = new Date(Date.now() + 3_600_000).toISOString();
      await db.insertInto('sessions').values([
        { token_hash: 'expired', user_id: user.id, created_at: old, last_seen_at: old, expires_at: old },
        { token_hash: 'live', user_id: user.id, created_at: old, last_seen_at: new Date().toISOString(), expires_at: soon },
      ]).execute();
      await db.insertInto('password_resets').values([
        { token_hash: 'used', user_id: user.id, created_at: old, expires_at: soon, used_at: old },
        { token_hash: 'fresh', user_id: user.id, created_at: old, expires_at: soon, used_at: null },
      ]).execute();
      await db.insertInto('login_attempts').values({ email: 'stale@x.example', source: 'ip:10.0.0.1', attempts: 2, last_attempt_at: old, next_allowed_at: old }).execute();
      await db.insertInto('mail_outbox').values({ to_addr: 'a@b.example', reply_to: null, subject: 's', body_text: 't', kind: 'ack', created_at: old, next_attempt_at: old, locked_until: null, sent_at: old, failed_at: null, last_error: null }).execute();
      await pruneOnce(h.app.ctx);
      expect((await db.selectFrom('sessions').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['live']);
      expect((await db.selectFrom('password_resets').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['fresh']);
      expect(await db.selectFrom('login_attempts').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
