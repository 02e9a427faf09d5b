/**
 * The job application: `POST /api/form/submit/careers-form`, multipart/form-data with the text
 * fields and one CV file, which is accepted by its bytes (PDF or Word), never by its name.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { careersSchema, CV_FIELD, CV_MAX_BYTES } from '../../forms/careers.ts';
import { honeypotFilled, toFieldIssues, type FieldIssue } from '../../forms/common.ts';
import { HttpError, success } from '../http/reply.ts';
import { stripNul } from '../http/sanitize.ts';
import type { RateLimitCheck } from '../security/rate-limit.ts';
import { detectCvType, safeFilename } from './file-type.ts';
import { CHECK_FIELDS, botDetected, plausibleId, storeSubmission } from './store.ts';

export async function careersRoute(app: FastifyInstance, { limit }: { limit: RateLimitCheck }): Promise<void> {
  const careers = careersSchema(app.ctx.config.formOptions);

  // This plugin is its own scope: multipart is parsed here only, so anywhere else it is a 415.
  await app.register(multipart, {
    limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 100 },
    throwFileSizeLimit: true,
  });
  app.post('/careers-form', { preHandler: limit }, careersHandler);

  async function careersHandler(request: FastifyRequest, reply: FastifyReply) {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the application as multipart/form-data');
    // A null-prototype map: a field named "__proto__" is just a field.
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    let cv: { bytes: Buffer; filename: string } | undefined;
    const issues: FieldIssue[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname !== CV_FIELD || cv) issues.push({ path: part.fieldname, message: 'Unexpected file' });
          else cv = { bytes, filename: part.filename };
        } else {
          if (part.valueTruncated) throw new HttpError(413, 'A field is too long');
          if (typeof part.value === 'string') fields[part.fieldname] = stripNul(part.value);
        }
      }
    } catch (error) {
      // Limits (413) and prototype keys (400) carry their status; anything else the multipart
      // parser throws (truncated body, bad boundary, malformed headers) is a malformed request.
      if ((error as { statusCode?: number }).statusCode || error instanceof HttpError) throw error;
      throw new HttpError(400, 'The upload could not be read. Please try again.');
    }
    reply.code(201);
    if (honeypotFilled(fields)) {
      botDetected(request, 'careers');
      return success({ id: await plausibleId(app.ctx.db, 'careers') });
    }
    const result = careers.safeParse({ ...fields });
    if (!result.success) issues.push(...toFieldIssues(result.error.issues));
    const type = cv && cv.bytes.length > 0 ? detectCvType(cv.bytes) : null;
    if (!cv || cv.bytes.length === 0) issues.push({ path: CV_FIELD, message: 'Attach your CV (PDF or Word)' });
    else if (!type) issues.push({ path: CV_FIELD, message: 'The CV must be a PDF or Word document' });
    if (issues.length > 0 || !result.success || !cv || !type) throw new HttpError(400, CHECK_FIELDS, issues);
    const file = { filename: safeFilename(cv.filename, type), contentType: type.contentType, bytes: cv.bytes };
    const id = await storeSubmission(app, 'careers', result.data, file);
    return success({ id });
  }
}
