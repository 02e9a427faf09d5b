/** A bot that fills the honeypot gets ids that never repeat, so it cannot tell it was found out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../helpers/db.ts';
import { FORM_OPTIONS, startHarness, type Harness } from './_app.ts';

const BOT = {
  firstName: 'Bot',
  lastName: 'Bot',
  email: 'bot@spam.example',
  companyName: 'Spam',
  industry: FORM_OPTIONS.industries[0],
  services: [],
  message: 'hello',
  website: 'http://spam.example',
};

describe.each(testDatabases)('honeypot on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind);
  });
  afterAll(async () => h?.close());

  it('answers each filled honeypot with a different, unguessable id and stores nothing', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.app.inject({ method: 'POST', url: '/api/form/submit/contact-us-form', payload: BOT });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id as number);
    }
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(Number.isInteger(id) && id > 0).toBe(true);
    const stored = await h.app.ctx.db.selectFrom('contact_us_forms').select('id').execute();
    expect(stored).toHaveLength(0);
  });
});
