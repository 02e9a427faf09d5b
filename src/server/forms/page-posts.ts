/**
 * Visitor forms sent by a browser without script (or before the app runs): each form's action is
 * its page's address, so the post arrives at `POST /<page path>` as an ordinary form post,
 * urlencoded or (the application, with its CV) multipart. It goes through the very checks and
 * storage of the JSON API (accept.ts: the form's zod schema, the honeypot, the CV's bytes and
 * size, the same per-client budget), and the answer is the page itself (page-answer.ts): the
 * thank-you text, or the form again with what was sent and each error beside its field.
 *
 * A post to a page without that form gets the 404 page, as any other POST to the site does.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorsFrom } from '../../forms/issues.ts';
import { CV_FIELD } from '../../forms/limits.ts';
import type { AnyFormDescription } from '../../forms/describe.ts';
import { FORM_KIND_FIELD } from '../../forms/visitor-texts.ts';
import { HttpError } from '../http/reply.ts';
import { stripNul } from '../http/sanitize.ts';
import { CROSS_SITE_REFUSED, crossSitePost, trustedOrigins } from '../security/same-origin.ts';
import { INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../security/errors.ts';
import { submissionAcceptor } from './accept.ts';
import { MULTIPART_OPTIONS, readMultipart, type MultipartForm } from './multipart.ts';
import { PageAnswer, type FilledForm } from './page-answer.ts';
import { CHECK_FIELDS } from './store.ts';
import { formSubmitLimit } from './submit-routes.ts';
import { FORMS, isFormKind, type FormKind } from './tables.ts';

/** A page as built: its HTML and the CSP that allows its inline stylesheet. */
export interface BuiltPage {
  html: string;
  csp?: string;
}

export interface PagePostOptions {
  /** The built page at a path (as the site serves it to GET), if any. */
  pageAt: (path: string) => BuiltPage | undefined;
  /** The site's 404 page. */
  notFound: (request: FastifyRequest, reply: FastifyReply) => unknown;
}

export async function pagePosts(app: FastifyInstance, { pageAt, notFound }: PagePostOptions): Promise<void> {
  const accept = submissionAcceptor(app);
  const limit = formSubmitLimit(app);
  const trusted = trustedOrigins(app.ctx.config);
  // Both parsers live in this scope only: the API keeps taking JSON (and its multipart route) alone.
  await app.register(multipart, MULTIPART_OPTIONS);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, [...new URLSearchParams(String(body))].map(([name, value]) => [name, stripNul(value)]));
  });

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pagePath(request.url);
    const page = path === undefined ? undefined : pageAt(path);
    if (!page) return notFound(request, reply);
    // No cookie says who is posting, so what a forged post could do is send a form in a visitor's
    // name from their address: refuse a post that a page of another site made.
    if (crossSitePost(request, trusted)) return reply.code(403).type('text/plain; charset=utf-8').send(CROSS_SITE_REFUSED);
    const sent = await readForm(request);
    const kind = sent.pairs.find(([name]) => name === FORM_KIND_FIELD)?.[1];
    const answer = new PageAnswer(page.html);
    const form = kind && isFormKind(kind) ? answer.form(kind) : undefined;
    if (!kind || !isFormKind(kind) || !form) return notFound(request, reply);

    const send = (status: number, fill?: FilledForm) => {
      if (fill) answer.fill(form, fill);
      else answer.thank(form, kind, path!);
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (page.csp) reply.header('content-security-policy', page.csp);
      return reply.send(answer.html());
    };
    const again = (status: number, errors: Record<string, string>, alert: string) => send(status, { pairs: sent.pairs, errors, alert });

    try {
      await limit(request, reply);
      const outcome = await accept(request, kind, fieldsOf(kind, sent.pairs), { file: sent.file, issues: sent.issues });
      if (!outcome.ok) return again(400, withFileAgain(kind, firstErrors(outcome.issues), sent), CHECK_FIELDS);
      return send(200);
    } catch (error) {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return again(error.statusCode, {}, error.message);
      }
      const unavailable = isDatabaseUnavailable(error);
      request.log.error({ err: error }, unavailable ? 'database unavailable' : 'unhandled error');
      return again(unavailable ? 503 : 500, {}, `${unavailable ? UNAVAILABLE_MESSAGE : INTERNAL_MESSAGE} Nothing was sent; everything you entered is still here.`);
    }
  };
  app.post('/', handler);
  app.post('/*', handler);
}

/** One message per field, the first of its issues. */
function firstErrors(issues: Parameters<typeof errorsFrom>[0]): Record<string, string> {
  return Object.fromEntries(Object.entries(errorsFrom(issues)).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The decoded path the post was sent to (the form's action), or undefined for one no page can have. */
function pagePath(url: string): string | undefined {
  try {
    const path = decodeURIComponent(url.split('?')[0]!);
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return undefined;
  }
}

/** The posted form: urlencoded (parsed into pairs above) or multipart (read here, an oversized CV reported beside its field). */
async function readForm(request: FastifyRequest): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipart(request, CV_FIELD, { oversizedFile: 'report' });
  const pairs = Array.isArray(request.body) ? (request.body as Array<[string, string]>) : [];
  return { pairs, issues: [] };
}

/** The values as the API receives them: a list field (ticked boxes) as every value sent, any other field its last. */
function fieldsOf(kind: FormKind, pairs: ReadonlyArray<[string, string]>): Record<string, unknown> {
  const fields: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const described: AnyFormDescription['fields'] = FORMS[kind].fields;
  for (const [name, value] of pairs) {
    if (name === FORM_KIND_FIELD) continue;
    if (described[name]?.kind === 'list') fields[name] = [...((fields[name] as string[] | undefined) ?? []), value];
    else fields[name] = value;
  }
  return { ...fields };
}

/**
 * A browser never fills a file field in again: when only other fields were wrong, the CV that came
 * with this post (and was fine) must be attached once more, and the field says so.
 */
function withFileAgain(kind: FormKind, errors: Record<string, string>, sent: MultipartForm): Record<string, string> {
  const form = FORMS[kind];
  if (!('file' in form) || errors[form.file.field] || !sent.file?.bytes.length) return errors;
  return { ...errors, [form.file.field]: 'Attach your CV again: a browser does not keep a file after sending.' };
}
