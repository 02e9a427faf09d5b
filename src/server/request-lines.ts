/**
 * The readable log's one line per request (log-format.ts): method, path, status and time, when
 * the response is sent, and none for the site's own files that load with a page unless they
 * fail. Fastify's "incoming request" line is left out; every other log line stays as it is.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { isSiteFile, REQUEST_LINE } from './log-format.ts';
import { redactUrl } from './logger.ts';

export class RequestLines extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && reply.statusCode < 400 && isSiteFile(request.url)) return;
    const line = { method: request.method, url: redactUrl(request.url), statusCode: reply.statusCode, ms: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, REQUEST_LINE);
    else reply.log.info(line, REQUEST_LINE);
  }
}
