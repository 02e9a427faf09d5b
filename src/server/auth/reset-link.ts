/**
 * Reset links are minted when the mail is sent, not when it is asked for: the outbox holds only a
 * placeholder naming the reset row by its token hash (which resets nothing), so a copy of the
 * database cannot reset a password. Each send attempt mints a fresh token and stores its hash;
 * a link minted for an attempt that failed never reached anyone and simply stops working.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailOutboxTable } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { newToken } from './tokens.ts';

const PLACEHOLDER = /\{\{reset-link:([0-9a-f]{64})\}\}/;

/** What the queued reset mail holds instead of its link. */
export function resetLinkPlaceholder(tokenHash: string): string {
  return `{{reset-link:${tokenHash}}}`;
}

/** Whether a reset link with this token hash can still be used (not used, not expired). */
export async function liveResetLink(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  const row = await db
    .selectFrom('password_resets')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The mail's body with a newly minted link, or null when its reset row is gone (used, expired or
 * replaced by a newer request): such a mail must not go out.
 */
export function resetLinkMinter(db: Kysely<Database>, publicUrl: string) {
  return async (mail: Selectable<MailOutboxTable>): Promise<string | null> => {
    const match = PLACEHOLDER.exec(mail.body_text);
    if (!match) return null;
    const { token, hash } = newToken();
    return db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('password_resets')
        .set({ token_hash: hash })
        .where('token_hash', '=', match[1]!)
        .where('used_at', 'is', null)
        .where('expires_at', '>', isoNow())
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      await trx.updateTable('mail_outbox').set({ body_text: mail.body_text.replace(match[0], resetLinkPlaceholder(hash)) }).where('id', '=', mail.id).execute();
      return mail.body_text.replace(match[0], `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`);
    });
  };
}
