/**
 * Development only: pages reload themselves when a new build lands. The page loads
 * /__dev/reload.js (an external file: the CSP allows no inline script), which polls the build time.
 */
import type { FastifyInstance } from 'fastify';

const RELOAD_SCRIPT = `let seen;
setInterval(async () => {
  try {
    const { builtAt } = await (await fetch('/__dev/build', { cache: 'no-store' })).json();
    if (seen && builtAt !== seen) location.reload();
    seen = builtAt;
  } catch {}
}, 700);
`;

export function injectDevReload(html: string): string {
  return html.replace('</head>', '<script type="module" src="/__dev/reload.js"></script>\n</head>');
}

export function devReloadRoutes(app: FastifyInstance, builtAt: () => string): void {
  app.get('/__dev/reload.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(RELOAD_SCRIPT));
  app.get('/__dev/build', async (_request, reply) => reply.header('cache-control', 'no-store').send({ builtAt: builtAt() }));
}
