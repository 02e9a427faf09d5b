/**
 * pino options: secrets never reach the log. Authorization headers, passwords, tokens and reset
 * links are censored by path, and request URLs lose any `token=` query value (the reset page's
 * URL carries one).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';
import { prettyStream } from './log-format.ts';

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  'password',
  'currentPassword',
  'oneTimePassword',
  'token',
  'link',
  'resetLink',
  '*.password',
  '*.currentPassword',
  '*.oneTimePassword',
  '*.token',
  '*.link',
  '*.resetLink',
  '*.password_hash',
];

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|password)=)[^&#]*/gi, '$1[Redacted]');
}

/** True when requests are logged as readable lines (request-lines.ts) instead of Fastify's JSON pair. */
export const readableRequestLog = (config: ServerConfig): boolean => typeof config.logger === 'object' && config.logger.format === 'pretty';

export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  if (config.logger === false) return false;
  const { format, ...base } = config.logger === true ? { level: 'info', format: undefined } : config.logger;
  return {
    ...base,
    // A person's terminal reads lines (log-format.ts); a stream given by a test keeps its JSON.
    ...(format === 'pretty' && !base.stream ? { stream: prettyStream() } : {}),
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
