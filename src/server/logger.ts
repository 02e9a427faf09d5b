/**
 * pino options: secrets never reach the log. Authorization headers, passwords, tokens and reset
 * links are censored by path, and request URLs lose any `token=` query value (the reset page's
 * URL carries one).
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config.ts';

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

export function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  if (config.logger === false) return false;
  const base = config.logger === true ? { level: 'info' } : config.logger;
  return {
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
      },
    },
  };
}
