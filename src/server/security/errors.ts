/**
 * One place that turns any thrown error into the API's error shape. Bodies are generic: no stack
 * traces, no SQL, no file paths; details go to the log only. A database that is down, locked,
 * read-only or full answers 503 with Retry-After, so clients and balancers know to come back.
 * A PostgreSQL permission error (42501, a revoked grant) counts too: the app never asks for
 * anything its role should not have, so it means the database refuses writes for now.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { UserError } from '../auth/users.ts';
import { HttpError, errorBody } from '../http/reply.ts';

export const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be read. Check that it is well-formed and has the expected fields.',
  401: 'Please sign in',
  403: 'You do not have permission to do this',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Unsupported content type',
  408: 'The request took too long',
  413: 'The request is too large',
  415: 'Unsupported content type',
  429: 'Too many requests. Please try again later.',
  431: 'The request headers are too large',
};

export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again shortly.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

const DB_UNAVAILABLE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EHOSTUNREACH|EPIPE|SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CANTOPEN|PROTOCOL)\w*|08\w{3}|53\w{3}|57P0[123]|25006|42501)$/;
const DB_UNAVAILABLE_TEXT = /connection terminated|driver has already been destroyed|cannot use a pool after calling end|timeout exceeded when trying to connect|database connection is not open|client has encountered a connection error|read-only|database or disk is full|disk i\/o error/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (typeof e.code === 'string' && DB_UNAVAILABLE_CODES.test(e.code)) return true;
  return typeof e.message === 'string' && DB_UNAVAILABLE_TEXT.test(e.message);
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.code(error.statusCode).send(errorBody(error.message, error.issues, error.code));
  }
  if (error instanceof UserError) return reply.code(error.statusCode).send(errorBody(error.message));
  // Before the database's codes: a client hanging up mid-body fails its request stream with
  // ECONNRESET too, and Fastify marks that error 400. It is the client's doing, not an outage.
  const status = (error as FastifyError).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // The multipart plugin answers 406 for a non-multipart body; to the client that is a 415.
    const code = status === 406 ? 415 : status;
    // A destroyed request: the client hung up, and the answer below reaches nobody.
    const what = reply.request.raw.destroyed ? 'client closed the connection before its request was read' : 'request refused';
    reply.log.info({ code: (error as FastifyError).code, statusCode: code }, what);
    return reply.code(code).send(errorBody(CLIENT_MESSAGES[code] ?? 'The request was refused'));
  }
  if (isDatabaseUnavailable(error)) {
    reply.log.error({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', '5').send(errorBody(UNAVAILABLE_MESSAGE));
  }
  // PostgreSQL "data exception" (class 22: bad encoding, value out of range …) comes from input.
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) {
    reply.log.info({ code }, 'request refused by the database as bad data');
    return reply.code(400).send(errorBody(CLIENT_MESSAGES[400]!));
  }
  reply.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send(errorBody(INTERNAL_MESSAGE));
}

/** JSON 404 for API paths (the static site answers its own 404 page for the rest). */
export function jsonNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(errorBody('Not found'));
}
