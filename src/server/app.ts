/**
 * Builds the Fastify app (without listening): plugins first, then the API scopes, then the static
 * site last. Tests build it per database and call it with `inject`; main.ts listens.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { PasswordHasher } from './auth/password.ts';
import { passwordRoutes } from './auth/password-routes.ts';
import { sessionRoutes } from './auth/session-routes.ts';
import { userRoutes } from './auth/user-routes.ts';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openDb } from './db/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { staffRoutes } from './forms/staff-routes.ts';
import { submitRoutes } from './forms/submit-routes.ts';
import { errorBody, success } from './http/reply.ts';
import { stripNul } from './http/sanitize.ts';
import { loggerOptions } from './logger.ts';
import { MailWorker, mailDomain } from './mail/worker.ts';
import { UNAVAILABLE_MESSAGE, installErrorHandler, jsonNotFound } from './security/errors.ts';
import { securityHeaders } from './security/headers.ts';
import { createRateLimitStore } from './security/rate-limit.ts';
import './context.ts';

/** JSON bodies: the largest form (3000-character message plus fields) is far below this. */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
}

const ROUTES = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** The routes registered on an app built by buildApp (method and URL pattern, HEAD included). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...(ROUTES.get(app) ?? [])];
}

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  // Node checks request deadlines on a timer (30 s by default): check often enough that a short
  // REQUEST_TIMEOUT_MS is honoured too.
  const nodeServer = { connectionsCheckingInterval: Math.max(250, Math.min(30_000, Math.floor(config.requestTimeoutMs / 4) || 30_000)) };
  const tls = config.tls
    ? { https: { cert: readFileSync(config.tls.certFile), key: readFileSync(config.tls.keyFile), ...nodeServer } }
    : { http: nodeServer };
  const app = Fastify({
    ...tls,
    logger: loggerOptions(config),
    // A hop count is accepted at run time too (proxy-addr); the typings only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: JSON_BODY_LIMIT,
    // Slow clients are cut off instead of holding a connection (and memory) forever. Two minutes
    // still lets a 5 MB CV through a slow mobile uplink (headers alone must come within 60 s).
    // REQUEST_TIMEOUT_MS changes the whole-request limit (tests use a short one).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: Math.min(60_000, config.requestTimeoutMs || 60_000),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }) as unknown as FastifyInstance;

  // Every route registered, so tests can check each one (a new route cannot escape them).
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });

  const database = openDb(config.databaseUrl);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    hasher: new PasswordHasher(config.scryptLog2N, config.hashConcurrency),
    limiter: createRateLimitStore(config.redisUrl, app.log),
    mail: new MailWorker(
      database.db,
      { smtpUrl: config.smtpUrl, from: config.mailFrom, domain: mailDomain(config.publicUrl), ...config.mail },
      app.log,
    ),
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => {
    await ctx.mail.stop();
    await ctx.limiter.close();
    await database.destroy();
  });

  // Graceful shutdown: requests in flight finish, and their connections are closed with them
  // (a kept-alive socket would otherwise hold the closing server open).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  cutOffSlowClients(app, config.requestTimeoutMs);
  securityHeaders(app);
  installErrorHandler(app);

  // JSON parser that reads an empty body as "no body": the browser sends a JSON content type on
  // every call, including ones without a body (logout). Prototype-poisoning keys are refused.
  // NUL characters are dropped from every string: PostgreSQL text cannot hold them, and dropping
  // them on both databases keeps SQLite and PostgreSQL answers alike.
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    strictJson(request, String(body), (error, value) => done(error, error ? undefined : stripNul(value)));
  });
  // Nothing accepts text/plain except where a route says so (see the reset-e-mail scope).
  app.removeContentTypeParser('text/plain');

  await app.register(cors, {
    origin: config.apiOrigins.length > 0 ? config.apiOrigins : false,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    exposedHeaders: ['Retry-After', 'Content-Disposition', 'Clear-Site-Data'],
    maxAge: 600,
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return success({ db: 'ok' });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send(errorBody(UNAVAILABLE_MESSAGE));
    }
  });

  await app.register(
    async (auth) => {
      auth.setNotFoundHandler(jsonNotFound);
      await auth.register(sessionRoutes);
      await auth.register(passwordRoutes);
      await auth.register(userRoutes);
    },
    { prefix: '/auth' },
  );

  await app.register(
    async (api) => {
      api.setNotFoundHandler(jsonNotFound);
      await api.register(submitRoutes, { prefix: '/submit' });
      await api.register(staffRoutes);
    },
    { prefix: '/api/form' },
  );

  // Unknown API paths answer JSON even when the static site (with its `/*` route) is mounted.
  // OPTIONS is left to CORS preflight.
  for (const prefix of ['/auth/*', '/api/*']) {
    app.route({ method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'], url: prefix, handler: jsonNotFound });
  }

  await registerSite(app, config);
  return app;
}

async function registerSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const distDir = config.distDir ? resolve(config.distDir) : undefined;
  if (!distDir || !existsSync(distDir)) {
    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => jsonNotFound(request, reply));
    return;
  }
  // A folder without a complete build stops the start with the reason: serving the API while
  // the site is silently missing would pass health checks and fail every visitor.
  try {
    const site = await import('./static-site.ts');
    await app.register(site.default, { distDir, dev: config.dev });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw new Error(`The built site in ${distDir} could not be served (${(error as Error).message}). Run npm run build, or point DIST_DIR elsewhere.`);
  }
}

/**
 * Node enforces requestTimeout for the headers, but not for a body that keeps trickling in (a
 * client sending one byte every few seconds holds its connection and a parser forever). Every
 * request whose body is still arriving when the limit passes is answered 408 and disconnected.
 */
function cutOffSlowClients(app: FastifyInstance, limitMs: number): void {
  if (!limitMs) return;
  app.server.headersTimeout = Math.min(app.server.headersTimeout || 60_000, limitMs);
  const body = JSON.stringify(errorBody('The request took too long'));
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    if (raw.complete) return;
    const timer = setTimeout(() => {
      const socket = raw.socket;
      if (raw.complete || socket.destroyed || reply.sent) return;
      request.log.info({ limitMs }, 'request body too slow: connection closed');
      if (socket.writable && !reply.raw.headersSent) {
        socket.write(`HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
      }
      socket.destroy();
    }, limitMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
  });
}
