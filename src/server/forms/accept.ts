/**
 * What a visitor's submission comes to, however it arrived (the JSON API, the multipart
 * application, a form posted by a browser without script): a filled honeypot is answered like a
 * success and nothing is stored; otherwise the fields are checked with the form's own zod schema
 * (the browser's), a file by its bytes, and a clean submission is stored with its mails.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { honeypotFilled, toFieldIssues, type FieldIssue } from '../../forms/common.ts';
import { formSchema } from '../../forms/describe.ts';
import { CV_MAX_BYTES } from '../../forms/limits.ts';
import { HttpError } from '../http/reply.ts';
import { logSecurityEvent } from '../security/events.ts';
import { ACTIVE_CONTENT_MESSAGE, SCAN_UNAVAILABLE_MESSAGE, inspectCv } from './cv/inspect.ts';
import { detectCvType, safeFilename, type DetectedType } from './file-type.ts';
import { botDetected, plausibleId, storeSubmission } from './store.ts';
import { FORMS, FORM_KINDS, type FormKind, type StoredFile } from './tables.ts';

/** A file as it arrived: its bytes, the name the browser gave, and whether it was cut off at the size limit. */
export interface UploadedFile {
  bytes: Buffer;
  filename: string;
  truncated?: boolean;
}

/** What the request carried beside its fields: the file, and what was wrong with its parts (an unexpected file). */
export interface Upload {
  file?: UploadedFile;
  issues: FieldIssue[];
}

export type Acceptance = { ok: true; id: number } | { ok: false; issues: FieldIssue[] };

export type AcceptSubmission = (request: FastifyRequest, kind: FormKind, fields: unknown, upload?: Upload) => Promise<Acceptance>;

/** The checks and storage of every visitor form, with each form's schema built once. */
export function submissionAcceptor(app: FastifyInstance): AcceptSubmission {
  const schemas = new Map(FORM_KINDS.map((kind) => [kind, formSchema(FORMS[kind], app.ctx.config.formOptions)]));

  return async (request, kind, fields, upload) => {
    if (honeypotFilled(fields)) {
      botDetected(request, kind);
      return { ok: true, id: await plausibleId(app.ctx.db, kind) };
    }
    const result = schemas.get(kind)!.safeParse(fields ?? {});
    const issues = [...(upload?.issues ?? []), ...(result.success ? [] : toFieldIssues(result.error.issues))];
    const form = FORMS[kind];
    const file = 'file' in form ? checkedFile(form.file.field, upload?.file, issues) : undefined;
    if (file && 'file' in form) await inspectContent(request, form.file.field, file, issues, app.ctx.config.clamdUrl);
    if (!result.success || issues.length > 0) return { ok: false, issues };
    const id = await storeSubmission(app, kind, result.data, file);
    return { ok: true, id };
  };
}

/** The CV, accepted by its bytes (PDF or Word) and size, never by its name; a problem becomes the field's issue. */
function checkedFile(field: string, file: UploadedFile | undefined, issues: FieldIssue[]): (StoredFile & { type: DetectedType }) | undefined {
  const problem = (message: string) => void issues.push({ path: field, message });
  if (!file || file.bytes.length === 0) return problem('Attach your CV (PDF or Word)');
  if (file.truncated) return problem(`The CV must be at most ${CV_MAX_BYTES / 1024 / 1024} MB`);
  const type = detectCvType(file.bytes);
  if (!type) return problem('The CV must be a PDF or Word document');
  return { filename: safeFilename(file.filename, type), contentType: type.contentType, bytes: file.bytes, type };
}

/**
 * Active content (scripts, macros, outside links, ZIP bombs; cv/inspect.ts) becomes the field's
 * issue and a `cv_refused` security event; a ClamAV daemon that is set but cannot scan refuses the
 * application with 503 (fails closed) and logs `cv_scan_failed`.
 */
async function inspectContent(request: FastifyRequest, field: string, file: StoredFile & { type: DetectedType }, issues: FieldIssue[], clamdUrl: string | undefined): Promise<void> {
  const verdict = await inspectCv(file.bytes, file.type, clamdUrl);
  if (verdict.ok) return;
  if ('scanFailed' in verdict) {
    logSecurityEvent(request, 'cv_scan_failed', { reason: verdict.scanFailed });
    throw new HttpError(503, SCAN_UNAVAILABLE_MESSAGE, undefined, { 'retry-after': '60' });
  }
  logSecurityEvent(request, 'cv_refused', { reason: `${file.type.extension}: ${verdict.reason}` });
  issues.push({ path: field, message: ACTIVE_CONTENT_MESSAGE });
}
