/**
 * Reading a multipart/form-data submission (the job application with its CV), for the API's route
 * and for the form a browser posts without script. The scope that calls it registers the parser
 * with MULTIPART_OPTIONS, so multipart is read there only (anywhere else it is a 415).
 */
import type { FastifyRequest } from 'fastify';
import type { FieldIssue } from '../../forms/common.ts';
import { CV_MAX_BYTES } from '../../forms/limits.ts';
import { HttpError } from '../http/reply.ts';
import { stripNul } from '../http/sanitize.ts';
import type { UploadedFile } from './accept.ts';

export const MULTIPART_OPTIONS = {
  limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 100 },
  throwFileSizeLimit: true,
};

export interface MultipartForm {
  /** The text fields in the order sent (a name may repeat). */
  pairs: Array<[string, string]>;
  file?: UploadedFile;
  issues: FieldIssue[];
}

/**
 * The parts of the request: text fields, and the one file expected under `fileField`. A file over
 * the size limit is refused with a 413, or, with `oversizedFile: 'report'`, read up to the limit
 * and marked truncated, so the rest of the form is still read (and shown again to the visitor).
 */
export async function readMultipart(request: FastifyRequest, fileField: string, { oversizedFile = 'refuse' }: { oversizedFile?: 'refuse' | 'report' } = {}): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the application as multipart/form-data');
  const form: MultipartForm = { pairs: [], issues: [] };
  // The plugin reads throwFileSizeLimit per call too; its typings list only busboy's options.
  const options = { throwFileSizeLimit: oversizedFile === 'refuse' } as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== fileField || form.file) form.issues.push({ path: part.fieldname, message: 'Unexpected file' });
        else form.file = { bytes, filename: part.filename, truncated: part.file.truncated };
      } else {
        if (part.valueTruncated) throw new HttpError(413, 'A field is too long');
        if (typeof part.value === 'string') form.pairs.push([part.fieldname, stripNul(part.value)]);
      }
    }
  } catch (error) {
    // Limits (413) and prototype keys (400) carry their status; anything else the multipart
    // parser throws (truncated body, bad boundary, malformed headers) is a malformed request.
    if ((error as { statusCode?: number }).statusCode || error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload could not be read. Please try again.');
  }
  return form;
}

/** The fields as one object, the last value of a repeated name winning (a null prototype: "__proto__" is just a field). */
export function lastValues(pairs: ReadonlyArray<[string, string]>): Record<string, string> {
  const fields = Object.create(null) as Record<string, string>;
  for (const [name, value] of pairs) fields[name] = value;
  return fields;
}
