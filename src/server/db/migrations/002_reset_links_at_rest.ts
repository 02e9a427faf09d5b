/**
 * Reset mails queued before links were minted at send time carry a raw token in their body. Blank
 * them, so no copy of the database taken from now on holds a usable link; one not yet sent is
 * marked failed (its owner can ask for a new link).
 */
import { sql, type Kysely } from 'kysely';

export const REMOVED_RESET_BODY = '(reset link removed: it was stored before links were minted at send time)';

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  await sql`
    update mail_outbox
    set body_text = ${REMOVED_RESET_BODY},
        failed_at = case when sent_at is null and failed_at is null then ${now} else failed_at end
    where kind = 'reset' and body_text like ${'%reset-password?token=%'}
  `.execute(db);
}
