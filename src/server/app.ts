/**
 * Builds the Fastify app (without listening): plugins first (context, body parsing, limits,
 * headers, errors), then the routes, then the static site last. Tests build it per database and
 * call it with `inject`; main.ts listens.
 */
import { readFileSync } from 'node:fs';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { TRUST_PROXY_TRUE_REFUSED, type ServerConfig } from './config.ts';
import './context.ts';
import { errorBody } from './http/reply.ts';
import { loggerOptions, readableRequestLog } from './logger.ts';
import context from './plugins/context.ts';
import corsPolicy from './plugins/cors.ts';
import errorHandler from './plugins/error-handler.ts';
import gracefulClose from './plugins/graceful-close.ts';
import jsonBody from './plugins/json-body.ts';
import { RequestLines } from './request-lines.ts';
import { recordRoutes } from './plugins/route-list.ts';
import securityHeaders, { setSecurityHeaders } from './plugins/security-headers.ts';
import slowClients from './plugins/slow-clients.ts';
import { answerClientError } from './security/raw-answer.ts';
import apiNotFound from './routes/api-not-found.ts';
import authRoutes from './routes/auth.ts';
import formRoutes from './routes/forms.ts';
import auditRoutes from './audit/routes.ts';
import healthRoutes from './routes/health.ts';
import { registerSite } from './routes/site.ts';

export { registeredRoutes, type RegisteredRoute } from './plugins/route-list.ts';

/** JSON bodies: the largest form (3000-character message plus fields) is far below this. */
export const JSON_BODY_LIMIT = 64 * 1024;

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config)) as unknown as FastifyInstance;
  recordRoutes(app);

  await app.register(context, { config });
  await app.register(gracefulClose);
  await app.register(slowClients, { limitMs: config.requestTimeoutMs });
  await app.register(securityHeaders);
  await app.register(errorHandler);
  await app.register(jsonBody);
  await app.register(corsPolicy, { origins: config.apiOrigins });

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(formRoutes, { prefix: '/api/form' });
  await app.register(auditRoutes, { prefix: '/api/audit' });
  await app.register(apiNotFound);
  await registerSite(app, config);
  return app;
}

/** `true` (trust every X-Forwarded-For) is refused here too, for configs not read by loadConfig. */
function trustedProxies(value: unknown): ServerConfig['trustProxy'] {
  if (value === true) throw new Error(TRUST_PROXY_TRUE_REFUSED);
  return value as ServerConfig['trustProxy'];
}

function serverOptions(config: ServerConfig): FastifyServerOptions {
  // Node checks request deadlines on a timer (30 s by default): check often enough that a short
  // REQUEST_TIMEOUT_MS is honoured too.
  const nodeServer = { connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4) || 30_000)) };
  const tls = config.tls
    ? { https: { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile), ...nodeServer } }
    : { http: nodeServer };
  return {
    ...tls,
    logger: loggerOptions(config),
    // A person's terminal gets one readable line per request instead of Fastify's JSON pair.
    ...(readableRequestLog(config) ? { logController: new RequestLines() } : {}),
    // A hop count is accepted at run time too (proxy-addr); the typings only list the other forms.
    trustProxy: trustedProxies(config.trustProxy) as boolean | string,
    bodyLimit: JSON_BODY_LIMIT,
    // Slow clients are cut off instead of holding a connection (and memory) forever. Two minutes
    // still lets a 5 MB CV through a slow mobile uplink (headers alone must come within 60 s).
    // REQUEST_TIMEOUT_MS changes the whole-request limit (tests use a short one).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: Math.min(60_000, config.requestTimeoutMs || 60_000),
    return503OnClosing: true,
    // Node's parser answers some requests before any hook runs (400, 431): with the site's headers too.
    clientErrorHandler: answerClientError,
    forceCloseConnections: 'idle',
    // A URL Fastify cannot even decode ("/%") is answered before any hook: give it the same
    // headers and generic body as every other error.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      setSecurityHeaders(request, reply);
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply.code(status).send(errorBody('The request could not be read. Check that it is well-formed and has the expected fields.'));
    },
  } as FastifyServerOptions;
}
