/**
 * Serves the built site (dist/): the prerendered HTML of each route, hashed assets with long
 * immutable caching, precompressed copies chosen by Accept-Encoding, redirects from the registry,
 * the app shell for /dashboard/*, and the 404 page with status 404 for any other path.
 *
 * The whole site is read into memory at start (a few MB): answers need no disk access, and a
 * half-written build can never be served. In development it reloads when a new build lands.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { devReloadRoutes, injectDevReload } from './dev-reload.ts';
import { pagePosts } from './forms/page-posts.ts';
import { isStaffPath, type StaffAreaRoute } from '../registry/staff-area.ts';
import { OPENER_POLICY, contentSecurityPolicy, cspHashSource } from './security/headers.ts';

interface SiteFile {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  etag: string;
  /** Pages only: the CSP that allows their inline stylesheet and the build's inline loader, each by its hash. */
  csp?: string;
}

interface Site {
  files: Map<string, SiteFile>;
  redirects: Record<string, string>;
  /** Every route of the registry (pages.json), as the build recorded them. */
  routes: Set<string>;
  /** The staff area's routes: their documents get Cross-Origin-Opener-Policy. */
  staffRoutes: StaffAreaRoute[];
  builtAt: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.map': 'application/json; charset=utf-8',
};

/** Not for visitors: the build's own bookkeeping, and the copy of the inline loader it measures (scripts/build/report.ts). */
const PRIVATE_FILES = new Set(['/build-manifest.json', '/inline-loader.js']);

export function loadSite(distDir: string, dev = false): Site {
  const files = new Map<string, SiteFile>();
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8')) as {
    redirects: Record<string, string>;
    routes?: Array<{ path: string }>;
    staffRoutes?: StaffAreaRoute[];
    /** The inline loader's hash (src/app/boot.ts): taken from the build, never from a page, so a script that got into a page's HTML some other way is still refused. */
    scriptHashes?: string[];
    builtAt: string;
  };
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const url = '/' + relative(distDir, path).split('\\').join('/');
    if (PRIVATE_FILES.has(url)) continue;
    let body = readFileSync(path);
    if (dev && url.endsWith('.html')) body = Buffer.from(injectDevReload(body.toString('utf8')));
    files.set(url, {
      body,
      br: readOptional(`${path}.br`),
      gz: readOptional(`${path}.gz`),
      // An Atom feed (the insights hub's feed.xml) says so, so feed readers and browsers recognise it.
      type: url.endsWith('/feed.xml') ? 'application/atom+xml; charset=utf-8' : (TYPES[extname(url)] ?? 'application/octet-stream'),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      csp: url.endsWith('.html') ? contentSecurityPolicy(inlineStyleHashes(body), manifest.scriptHashes) : undefined,
    });
  }
  const routes = new Set((manifest.routes ?? []).map((route) => route.path));
  return { files, redirects: manifest.redirects, routes, staffRoutes: manifest.staffRoutes ?? [], builtAt: manifest.builtAt };
}

/**
 * CSP sources for a page's own inline stylesheet: each page inlines the rules it needs, so each
 * has its own hash. Only <style> elements in the <head> the build wrote count; the body (where
 * content goes) gets none.
 */
export function inlineStyleHashes(html: Buffer): string[] {
  const text = html.toString('utf8');
  const head = text.slice(0, Math.max(0, text.indexOf('</head>')));
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => cspHashSource(css!));
}

function readOptional(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

function cacheControl(url: string): string {
  if (url.startsWith('/assets/')) return 'public, max-age=31536000, immutable'; // names carry a content hash
  if (url.endsWith('.html')) return 'no-cache'; // always revalidate, so a deploy shows at once
  return 'public, max-age=3600';
}

async function staticSite(app: FastifyInstance, options: { distDir?: string; dev?: boolean }) {
  if (!options.distDir) throw new Error('staticSite needs distDir');
  const distDir = options.distDir;
  let site = loadSite(distDir, options.dev);
  const manifestPath = join(distDir, 'build-manifest.json');
  let manifestTime = statSync(manifestPath).mtimeMs;
  const current = () => {
    if (options.dev) {
      try {
        const time = statSync(manifestPath).mtimeMs;
        if (time !== manifestTime) [site, manifestTime] = [loadSite(distDir, true), time];
      } catch {
        // a build is being written: keep serving the previous one
      }
    }
    return site;
  };
  if (options.dev) devReloadRoutes(app, () => current().builtAt, distDir);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { files, redirects, routes, staffRoutes } = current();
    const notFound = () => sendFile(request, reply, files.get('/404.html')!, 404);
    const [rawPath, query = ''] = request.url.split(/\?(.*)/s, 2);
    let path: string;
    try {
      path = decodeURIComponent(rawPath!);
    } catch {
      return notFound();
    }
    if (!isSafePath(path)) return notFound();
    const search = query ? `?${query}` : '';
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(encodePath(path.replace(/\/+$/, '')) + search, 301);
    if (redirects[path]) return reply.redirect(redirects[path] + search, 301);
    // A page's file name is not its address: served as is, the app would not know the path and
    // would replace the page with "not found". The address is what links and the canonical use.
    if (path.endsWith('/index.html')) return reply.redirect(encodePath(path.slice(0, -'/index.html'.length) || '/') + search, 301);
    if (path.includes('/.')) return notFound();
    if (isStaffPath(staffRoutes, path)) reply.header('cross-origin-opener-policy', OPENER_POLICY);

    // A dashboard path the registry does not know: the dashboard's shell with status 404, so the
    // browser shows its own "not found" (or the sign-in) while clients and crawlers see a 404.
    if (path.startsWith('/dashboard/') && !routes.has(path)) return sendFile(request, reply, files.get('/dashboard/index.html') ?? files.get('/404.html')!, 404);
    const file = files.get(path) ?? files.get(path === '/' ? '/index.html' : `${path}/index.html`);
    if (file && !path.endsWith('/404.html')) return sendFile(request, reply, file, 200, path);
    return notFound();
  };

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler });
  const notFound = (request: FastifyRequest, reply: FastifyReply) => sendFile(request, reply, current().files.get('/404.html')!, 404);
  // Other methods on site paths: a plain 404 page, never a stack or a framework message.
  app.setNotFoundHandler(notFound);
  // A visitor form posted without script, to its page's address (forms/page-posts.ts).
  await app.register(pagePosts, {
    notFound,
    pageAt: (path: string) => {
      const file = current().files.get(path === '/' ? '/index.html' : `${path}/index.html`);
      return file && { html: file.body.toString('utf8'), csp: file.csp };
    },
  });
}

/**
 * Paths that get the 404 page whatever they name: `//host` and `/\\host` (a redirect to them would
 * leave the site), and control or line-separator characters (never in a real route, and unsafe in
 * a Location header).
 */
function isSafePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  return !/^\/[\\/]/.test(path) && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(path);
}

/** A decoded path back in percent-encoded form: every Location stays ASCII and on this site. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number, path = '/404.html') {
  reply.code(status).header('content-type', file.type).header('vary', 'Accept-Encoding');
  if (file.csp) reply.header('content-security-policy', file.csp);
  reply.header('cache-control', status === 200 ? cacheControl(path.includes('.') ? path : '/index.html') : 'no-cache');
  if (status === 200) {
    reply.header('etag', file.etag);
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  }
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (file.br && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.br);
  if (file.gz && /\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(file.gz);
  return reply.send(file.body);
}

export default fp(staticSite, { name: 'static-site' });
