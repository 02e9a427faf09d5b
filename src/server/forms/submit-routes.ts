/**
 * Visitor submissions: `POST /api/form/submit/{contact-us|careers|get-started}-form`.
 * The row and its mails are written in one transaction, and 201 is sent only after it commits.
 * A filled honeypot gets the same-looking 201 and nothing is stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { careersSchema, CV_FIELD, CV_MAX_BYTES } from '../../forms/careers.ts';
import { stripNul } from '../http/sanitize.ts';
import { honeypotFilled, toFieldIssues, type FieldIssue } from '../../forms/common.ts';
import { contactUsSchema } from '../../forms/contact-us.ts';
import { getStartedSchema } from '../../forms/get-started.ts';
import type { Database } from '../db/schema.ts';
import { isoNow } from '../db/time.ts';
import { HttpError, success } from '../http/reply.ts';
import { parseOr400 } from '../http/validate.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { submissionMails, type SubmissionSummary } from '../mail/templates.ts';
import { rateLimit } from '../security/rate-limit.ts';
import { detectCvType, safeFilename } from './file-type.ts';
import { TABLES, type FormTable } from './tables.ts';

export const CHECK_FIELDS = 'Please check the highlighted fields';

/** Something to answer a bot with that looks like a real id. */
async function plausibleId(db: Kysely<Database>, table: FormTable): Promise<number> {
  const row = await (db as unknown as Kysely<Record<string, { id: number }>>)
    .selectFrom(TABLES[table].db)
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

function botDetected(request: FastifyRequest, table: FormTable): void {
  request.log.warn({ form: table, ip: request.ip }, 'bot detected: honeypot filled, submission dropped');
}

export async function submitRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.ctx;
  const limit = rateLimit(app.ctx.limiter, 'form', config.rateLimits.formSubmit);
  const contactUs = contactUsSchema(config.formOptions);
  const getStarted = getStartedSchema(config.formOptions);
  const careers = careersSchema(config.formOptions);

  /** Stores the row and its mails atomically; returns the new id. */
  async function store(
    table: FormTable,
    values: Record<string, unknown>,
    summarize: (id: number) => SubmissionSummary,
  ): Promise<number> {
    const id = await app.ctx.db.transaction().execute(async (trx) => {
      const row = await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .insertInto(TABLES[table].db)
        .values({ ...values, created_at: isoNow() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newId = Number(row.id);
      for (const mail of submissionMails(summarize(newId), config.notifyEmail, config.publicUrl)) await enqueueMail(trx, mail);
      return newId;
    });
    app.ctx.mail.kick();
    return id;
  }

  app.post('/contact-us-form', { preHandler: limit }, async (request, reply) => {
    reply.code(201);
    if (honeypotFilled(request.body)) {
      botDetected(request, 'contact-us');
      return success({ id: await plausibleId(app.ctx.db, 'contact-us') });
    }
    const form = parseOr400(contactUs, request.body, CHECK_FIELDS);
    const id = await store(
      'contact-us',
      {
        first_name: form.firstName,
        last_name: form.lastName,
        email: form.email,
        contact_number: form.contactNumber,
        country: form.country,
        company_name: form.companyName,
        industry: form.industry,
        services: JSON.stringify(form.services),
        message: form.message,
      },
      (newId) => ({
        table: 'contact-us',
        id: newId,
        name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        fields: [
          ['Name', `${form.firstName} ${form.lastName}`],
          ['E-mail', form.email],
          ['Phone', form.contactNumber],
          ['Country', form.country],
          ['Company', form.companyName],
          ['Industry', form.industry],
          ['Services', form.services.join(', ')],
          ['Message', form.message],
        ],
      }),
    );
    return success({ id });
  });

  app.post('/get-started-form', { preHandler: limit }, async (request, reply) => {
    reply.code(201);
    if (honeypotFilled(request.body)) {
      botDetected(request, 'get-started');
      return success({ id: await plausibleId(app.ctx.db, 'get-started') });
    }
    const form = parseOr400(getStarted, request.body, CHECK_FIELDS);
    const id = await store(
      'get-started',
      {
        name: form.name,
        email: form.email,
        company: form.company,
        phone: form.phone,
        services: JSON.stringify(form.services),
        budget: form.budget,
        timeline: form.timeline,
        message: form.message,
      },
      (newId) => ({
        table: 'get-started',
        id: newId,
        name: form.name,
        email: form.email,
        fields: [
          ['Name', form.name],
          ['E-mail', form.email],
          ['Company', form.company],
          ['Phone', form.phone],
          ['Services', form.services.join(', ')],
          ['Budget', form.budget],
          ['Timeline', form.timeline],
          ['Message', form.message],
        ],
      }),
    );
    return success({ id });
  });

  // Multipart is parsed only in this scope, so anywhere else it is a 415.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25, headerPairs: 100 },
      throwFileSizeLimit: true,
    });
    scope.post('/careers-form', { preHandler: limit }, careersHandler);
  });

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
    const form = result.data;
    const filename = safeFilename(cv.filename, type);
    const id = await store(
      'careers',
      {
        name: form.name,
        email: form.email,
        phone: form.phone,
        position: form.position,
        profile_url: form.profileUrl,
        cover_message: form.coverMessage,
        cv_filename: filename,
        cv_content_type: type.contentType,
        cv_size: cv.bytes.length,
        cv_data: cv.bytes,
      },
      (newId) => ({
        table: 'careers',
        id: newId,
        name: form.name,
        email: form.email,
        fields: [
          ['Name', form.name],
          ['E-mail', form.email],
          ['Phone', form.phone],
          ['Position', form.position],
          ['Profile', form.profileUrl],
          ['CV', `${filename} (${Math.ceil(cv.bytes.length / 1024)} KB, download it from the dashboard)`],
          ['Cover message', form.coverMessage],
        ],
      }),
    );
    return success({ id });
  }
}
