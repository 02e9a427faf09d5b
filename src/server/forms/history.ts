/**
 * An item's activity history, kept by the server: who did what to it, and when. Written in the
 * same transaction as the change it records. (A separate security audit log records sign-ins and
 * account changes; this one is the staff's working record of an enquiry.)
 */
import type { Kysely } from 'kysely';
import type { HistoryEvent } from '../../forms/triage.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import type { FormKind } from './tables.ts';

export interface Actor {
  id: number;
  name: string;
}

export interface HistoryEntry {
  id: number;
  at: string;
  by: string;
  event: HistoryEvent;
}

export async function recordHistory(db: Kysely<Database>, kind: FormKind, formId: number, actor: Actor, event: HistoryEvent, at = isoNow()): Promise<void> {
  const { action, ...detail } = event;
  await db
    .insertInto('form_history')
    .values({ form_kind: kind, form_id: formId, actor_id: actor.id, actor_name: actor.name, action, detail: JSON.stringify(detail), created_at: at })
    .execute();
}

/** Oldest first, as a timeline reads. The name is the account's current one while it exists. */
export async function listHistory(db: Kysely<Database>, kind: FormKind, formId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .selectFrom('form_history')
    .leftJoin('users', 'users.id', 'form_history.actor_id')
    .select(['form_history.id', 'form_history.created_at', 'form_history.actor_name', 'users.name as current_name', 'form_history.action', 'form_history.detail'])
    .where('form_kind', '=', kind)
    .where('form_id', '=', formId)
    .orderBy('form_history.id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.created_at,
    by: row.current_name ?? row.actor_name,
    event: { action: row.action, ...parseDetail(row.detail) } as HistoryEvent,
  }));
}

function parseDetail(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
