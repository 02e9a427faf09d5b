/**
 * Development only (npm run dev): the open page follows the builds. The page loads
 * /__dev/reload.js (an external file: the CSP allows no other inline script), which polls
 * /__dev/build. A new build reloads the page; a refused one (its messages written by
 * scripts/dev-build.ts beside the dev site, devProblemsFile) shows them over the page, as the
 * terminal printed them, until the next good build reloads it. Production never serves these
 * routes nor names the script, so none of this code reaches a visitor.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

/** Where a refused development build leaves its messages: beside the site's folder, which a build replaces whole. */
export const devProblemsFile = (distDir: string): string => `${distDir.replace(/[/\\]+$/, '')}.problems.json`;

/** The messages of the last refused build, or [] when the last build was good. */
export function readDevProblems(distDir: string): string[] {
  try {
    const { problems } = JSON.parse(readFileSync(devProblemsFile(distDir), 'utf8')) as { problems?: unknown };
    return Array.isArray(problems) ? problems.map(String) : [];
  } catch {
    return [];
  }
}

// Plain browser script, served as is. Built with DOM calls, inside a shadow root so the site's
// styles neither reach it nor are reached by it.
const RELOAD_SCRIPT = `let seen;
let shown = '';
let hidden = '';

function show(problems) {
  const text = problems.join('\\n');
  if (text === shown) return;
  shown = text;
  document.getElementById('dev-problems')?.remove();
  if (!problems.length || text === hidden) return;
  const host = document.createElement('div');
  host.id = 'dev-problems';
  const root = host.attachShadow({ mode: 'open' });
  const panel = document.createElement('section');
  panel.setAttribute('role', 'alert');
  panel.setAttribute('aria-label', 'Build refused');
  Object.assign(panel.style, { position: 'fixed', inset: '0 0 auto 0', zIndex: '2147483647', maxHeight: '70vh', overflow: 'auto', margin: '0', padding: '16px 20px', background: '#2b0b0b', color: '#fff', borderBottom: '4px solid #ff5c5c', font: '14px/1.5 system-ui, sans-serif', boxShadow: '0 8px 24px rgba(0,0,0,.4)' });
  const title = document.createElement('h2');
  title.textContent = 'Not rebuilt: this page shows the last good build';
  Object.assign(title.style, { margin: '0 0 8px', font: 'bold 16px/1.4 system-ui, sans-serif' });
  const list = document.createElement('pre');
  list.textContent = text;
  Object.assign(list.style, { margin: '0 0 10px', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', font: '13px/1.5 ui-monospace, Menlo, Consolas, monospace' });
  const hint = document.createElement('p');
  hint.textContent = 'Fix the file and save it: the page reloads once it builds. The terminal running npm run dev shows the same messages.';
  hint.style.margin = '0 0 10px';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Hide until the messages change';
  Object.assign(close.style, { font: 'inherit', padding: '4px 10px', cursor: 'pointer' });
  close.addEventListener('click', () => { hidden = text; host.remove(); });
  panel.append(title, list, hint, close);
  root.append(panel);
  document.body.append(host);
}

setInterval(async () => {
  try {
    const { builtAt, problems } = await (await fetch('/__dev/build', { cache: 'no-store' })).json();
    if (seen && builtAt !== seen) return location.reload();
    seen = builtAt;
    show(problems || []);
  } catch {}
}, 700);
`;

export function injectDevReload(html: string): string {
  return html.replace('</head>', '<script type="module" src="/__dev/reload.js"></script>\n</head>');
}

export function devReloadRoutes(app: FastifyInstance, builtAt: () => string, distDir: string): void {
  app.get('/__dev/reload.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(RELOAD_SCRIPT));
  app.get('/__dev/build', async (_request, reply) => reply.header('cache-control', 'no-store').send({ builtAt: builtAt(), problems: readDevProblems(distDir) }));
}
