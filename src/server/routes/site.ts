/**
 * The built site, last: every path no API route took. Without a built site (API-only instances,
 * tests) any other path answers a JSON 404.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { jsonNotFound } from '../security/errors.ts';

export async function registerSite(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const distDir = config.distDir ? resolve(config.distDir) : undefined;
  if (!distDir || !existsSync(distDir)) {
    app.setNotFoundHandler(jsonNotFound);
    return;
  }
  // A folder without a complete build stops the start with the reason: serving the API while
  // the site is silently missing would pass health checks and fail every visitor.
  try {
    const site = await import('../static-site.ts');
    await app.register(site.default, { distDir, dev: config.dev });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw new Error(`The built site in ${distDir} could not be served (${(error as Error).message}). Run npm run build, or point DIST_DIR elsewhere.`, { cause: error });
  }
}
