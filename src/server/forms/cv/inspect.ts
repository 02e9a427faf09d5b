/**
 * The content checks a CV passes after its type is known (file-type.ts): no active content for its
 * format (pdf.ts, docx.ts, ole.ts), then, when CLAMD_URL is set, a clean ClamAV scan (clamd.ts).
 */
import type { DetectedType } from '../file-type.ts';
import { scanWithClamd } from './clamd.ts';
import { docxActiveContent } from './docx.ts';
import { docMacros } from './ole.ts';
import { pdfActiveContent } from './pdf.ts';

/** What the visitor reads beside the CV field: what is wrong, and what to do instead. */
export const ACTIVE_CONTENT_MESSAGE =
  'This file contains active content (such as scripts, macros, embedded files or links to outside content), so we cannot accept it. Please save your CV as a plain PDF or Word document and attach it again.';
export const SCAN_UNAVAILABLE_MESSAGE = 'We cannot check attachments right now, so your application was not sent. Please try again in a few minutes; everything you entered is still here.';

export type CvVerdict = { ok: true } | { ok: false; reason: string } | { ok: false; scanFailed: string };

export async function inspectCv(bytes: Buffer, type: DetectedType, clamdUrl: string | undefined): Promise<CvVerdict> {
  const reason = type.extension === 'pdf' ? pdfActiveContent(bytes) : type.extension === 'docx' ? await docxActiveContent(bytes) : docMacros(bytes);
  if (reason) return { ok: false, reason };
  if (!clamdUrl) return { ok: true };
  try {
    const scan = await scanWithClamd(clamdUrl, bytes);
    return scan.clean ? { ok: true } : { ok: false, reason: `ClamAV: ${scan.signature}` };
  } catch (error) {
    return { ok: false, scanFailed: error instanceof Error ? error.message : String(error) };
  }
}
