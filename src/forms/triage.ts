/**
 * Staff triage of a submission, shared by the dashboard and the server (zod/mini, so the browser
 * can import it): the stages, the bodies of the triage calls, and their limits.
 */
import * as z from 'zod/mini';
import { isPlainLine, isPlainText, normalizeLineBreaks } from './plain-text.ts';

/** new → in progress → done, and spam; the read flag (`status`) is separate and set by opening. */
export const STAGES = ['new', 'in_progress', 'done', 'spam'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Readonly<Record<Stage, string>> = { new: 'New', in_progress: 'In progress', done: 'Done', spam: 'Spam' };

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (STAGES as readonly string[]).includes(value);
}

export const NOTE_MAX = 5000;
export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 20_000;
/** One bulk action covers at most a page of the list. */
export const BULK_MAX = 100;

const stage = z.enum(STAGES, 'Stage must be new, in_progress, done or spam');
const id = z.number('Ids must be numbers').check(z.int('Ids must be whole numbers'), z.positive('Ids must be positive'), z.maximum(Number.MAX_SAFE_INTEGER));

export const stageBody = z.object({
  ids: z.array(id).check(z.minLength(1, 'Choose at least one item'), z.maxLength(BULK_MAX, `At most ${BULK_MAX} items at once`)),
  stage,
});

/** `ownerId` null unassigns. */
export const ownerBody = z.object({
  ownerId: z.nullable(id),
});

/** Free text: line breaks kept (CR LF stored as LF), no tabs or invisible formatting characters. */
function freeText(label: string, max: number) {
  return z.string(`${label} is required`).check(
    z.overwrite<string>(normalizeLineBreaks),
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    z.refine<string>(isPlainText, `${label} cannot contain tabs or invisible formatting characters`),
  );
}

export const noteBody = z.object({ text: freeText('Note', NOTE_MAX) });

export const replyBody = z.object({
  subject: z.string('Subject is required').check(
    z.trim(),
    z.minLength(1, 'Subject is required'),
    z.maxLength(REPLY_SUBJECT_MAX, `Subject must be at most ${REPLY_SUBJECT_MAX} characters`),
    z.refine<string>(isPlainLine, 'Subject must be one line, without tabs or invisible formatting characters'),
  ),
  body: freeText('Message', REPLY_BODY_MAX),
});

/** One line of an item's history (shared: the server writes it, the dashboard words it); names are kept as they were then. */
export type HistoryEvent =
  | { action: 'opened' }
  | { action: 'stage'; from: Stage; to: Stage }
  | { action: 'owner'; ownerId: number | null; ownerName: string | null }
  | { action: 'note' }
  | { action: 'reply'; subject: string };
