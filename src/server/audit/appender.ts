/**
 * Appends to the audit trail in batches. Every append reads and moves the chain's head, so appends
 * take turns; the entries that arrive while one batch is being written go together in the next:
 * one transaction reads the head once, inserts them all in one statement and moves the head once.
 * On PostgreSQL that is five statements for a batch instead of five for each entry (with a lock on
 * the head held over a commit's flush each time); on SQLite the batch joins the submissions' shared
 * commit (`ctx.writes`). Each caller goes on only once its own entry has committed.
 */
import type { Kysely } from 'kysely';
import type { Writer } from '../db/group-commit.ts';
import type { DialectName } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import type { AuditAction, AuditTarget } from './actions.ts';
import { rowHash, type ChainedFields } from './chain.ts';

export interface AuditActor {
  id: number | null;
  email: string;
}

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  target?: AuditTarget;
  clientIp: string;
  at?: string;
}

/** Entries in one statement at most (PostgreSQL takes 65,535 parameters; an entry has 10). */
const MAX_BATCH = 500;

interface Waiting {
  entry: AuditEntry;
  resolve(id: number): void;
  reject(error: unknown): void;
}

/** Writes `entries` after the chain's head, in order, inside `trx`; returns their ids. */
export async function appendEntries(trx: Kysely<Database>, dialect: DialectName, entries: AuditEntry[]): Promise<number[]> {
  let head = trx.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1);
  if (dialect === 'postgres') head = head.forUpdate();
  const { last_id, last_hash } = await head.executeTakeFirstOrThrow();
  let prevHash = last_hash;
  const rows = entries.map((entry, index) => {
    const fields: ChainedFields = {
      id: Number(last_id) + 1 + index,
      at: entry.at ?? isoNow(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action,
      target_table: entry.target?.table ?? null,
      target_id: entry.target?.id === undefined ? null : String(entry.target.id),
      client_ip: entry.clientIp,
    };
    const row = { ...fields, prev_hash: prevHash, hash: rowHash(prevHash, fields) };
    prevHash = row.hash;
    return row;
  });
  await trx.insertInto('audit_log').values(rows).execute();
  await trx.updateTable('audit_head').set({ last_id: rows.at(-1)!.id, last_hash: prevHash }).where('id', '=', 1).execute();
  return rows.map((row) => row.id);
}

export class AuditAppender {
  private waiting: Waiting[] = [];
  private writing = false;
  private idle: Array<() => void> = [];

  constructor(
    private readonly writes: Writer,
    private readonly dialect: DialectName,
  ) {}

  /** Resolves with the entry's id once it has committed. */
  append(entry: AuditEntry): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      this.waiting.push({ entry, resolve, reject });
      if (!this.writing) void this.write();
    });
  }

  /** Resolves once every entry handed in has committed or failed. */
  drain(): Promise<void> {
    if (!this.writing) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private async write(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, MAX_BATCH);
      try {
        const ids = await this.writes.run((trx) => appendEntries(trx, this.dialect, batch.map(({ entry }) => entry)));
        batch.forEach(({ resolve }, index) => resolve(ids[index]!));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.writing = false;
    for (const done of this.idle.splice(0)) done();
  }
}
