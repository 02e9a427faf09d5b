/**
 * Appends to the audit trail in batches. Every append reads and moves the chain's head, so appends
 * take turns; the entries that arrive while one batch is being written go together in the next,
 * and each caller goes on only once its own entry has committed.
 *
 * - SQLite: one transaction reads the head, inserts the batch in one statement and moves the head.
 *   On a file the submission writer thread writes it, in its next shared commit
 *   (forms/submission-thread.ts): on the event loop each commit's fsync held every other request
 *   for about a millisecond, a hundred times a second under the staff lists' load. Elsewhere (an
 *   in-memory database) it joins the event loop's shared commit (`ctx.writes`).
 * - PostgreSQL: a batch is one statement, which moves the head from the one this server wrote last
 *   and inserts the batch only if it did. Every statement is a round trip to the database (a socket
 *   write each way, most of a list request's time at 20 connections), and a transaction with the
 *   head's row lock took five. When another server has appended since (the head moved), nothing
 *   is written and the batch goes again the long way: a transaction that locks the head
 *   (`for update`) and reads it, so the chain never forks.
 */
import { sql, type Kysely } from 'kysely';
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

interface Head {
  lastId: number;
  lastHash: string;
}

type ChainedRow = ChainedFields & { prev_hash: string; hash: string };

/** `entries` as the rows that follow `head`, each hashed over the one before. */
function chainAfter(head: Head, entries: AuditEntry[]): ChainedRow[] {
  let prevHash = head.lastHash;
  return entries.map((entry, index) => {
    const fields: ChainedFields = {
      id: head.lastId + 1 + index,
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
}

const headAfter = (rows: ChainedRow[]): Head => ({ lastId: rows.at(-1)!.id, lastHash: rows.at(-1)!.hash });

/** Writes `entries` after the chain's head, in order, inside `trx` (the head locked on PostgreSQL). */
export async function appendEntries(trx: Kysely<Database>, dialect: DialectName, entries: AuditEntry[]): Promise<ChainedRow[]> {
  let query = trx.selectFrom('audit_head').select(['last_id', 'last_hash']).where('id', '=', 1);
  if (dialect === 'postgres') query = query.forUpdate();
  const { last_id, last_hash } = await query.executeTakeFirstOrThrow();
  const rows = chainAfter({ lastId: Number(last_id), lastHash: last_hash }, entries);
  await trx.insertInto('audit_log').values(rows).execute();
  const head = headAfter(rows);
  await trx.updateTable('audit_head').set({ last_id: head.lastId, last_hash: head.lastHash }).where('id', '=', 1).execute();
  return rows;
}

/** PostgreSQL: `entries` after `head` in one statement, if the head is still there; undefined if it moved. */
async function appendAfterKnownHead(db: Kysely<Database>, head: Head, entries: AuditEntry[]): Promise<ChainedRow[] | undefined> {
  const rows = chainAfter(head, entries);
  const next = headAfter(rows);
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::integer, ${row.at}, ${row.actor_id}::integer, ${row.actor_email}, ${row.action}, ${row.target_table}, ${row.target_id}, ${row.client_ip}, ${row.prev_hash}, ${row.hash})`),
  );
  const inserted = await sql<{ id: number }>`
    with moved as (
      update audit_head set last_id = ${next.lastId}, last_hash = ${next.lastHash}
      where id = 1 and last_id = ${head.lastId} and last_hash = ${head.lastHash}
      returning id
    )
    insert into audit_log (id, at, actor_id, actor_email, action, target_table, target_id, client_ip, prev_hash, hash)
    select * from (values ${values}) as entry (id, at, actor_id, actor_email, action, target_table, target_id, client_ip, prev_hash, hash)
    where exists (select 1 from moved)
    returning id`.execute(db);
  return inserted.rows.length === rows.length ? rows : undefined;
}

export class AuditAppender {
  private waiting: Waiting[] = [];
  private writing = false;
  private idle: Array<() => void> = [];
  /** PostgreSQL: the head as this server's last append left it. */
  private head: Head | undefined;

  /** @param thread SQLite on a file: the writer thread, which writes a batch and answers its ids */
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writes: Writer,
    private readonly dialect: DialectName,
    private readonly thread?: { appendAudit(entries: AuditEntry[]): Promise<number[]> },
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
        const ids = await this.appendBatch(batch.map(({ entry }) => entry));
        batch.forEach(({ resolve }, index) => resolve(ids[index]!));
      } catch (error) {
        for (const { reject } of batch) reject(error);
      }
    }
    this.writing = false;
    for (const done of this.idle.splice(0)) done();
  }

  /** The entries' ids, in order. */
  private async appendBatch(entries: AuditEntry[]): Promise<number[]> {
    if (this.thread) return this.thread.appendAudit(entries);
    if (this.dialect === 'postgres') {
      const rows = this.head && (await appendAfterKnownHead(this.db, this.head, entries));
      this.head = undefined;
      if (rows) {
        this.head = headAfter(rows);
        return rows.map((row) => row.id);
      }
    }
    const rows = await this.writes.run((trx) => appendEntries(trx, this.dialect, entries));
    if (this.dialect === 'postgres') this.head = headAfter(rows);
    return rows.map((row) => row.id);
  }
}
