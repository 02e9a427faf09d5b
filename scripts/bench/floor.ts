// The floor page for page speed: the home page's text as one static HTML file with inline CSS
// and no script, no image, no web font. What a browser can do fastest with the same words.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const KEPT = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'a', 'header', 'nav', 'main', 'footer', 'section', 'strong', 'em', 'br']);

const STYLE =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1f2b;background:#fff}' +
  'header,main,footer{max-width:72rem;margin:0 auto;padding:1rem}' +
  'h1{font-size:2.25rem;line-height:1.2}h2{font-size:1.5rem}a{color:#0b5cad}' +
  'nav ul{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}';

export function writeFloorPage(outDir: string, file: string): { bytes: number; textChars: number } {
  const home = readFileSync(join(outDir, 'index.html'), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(home)?.[1] ?? 'Home';
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(home)?.[1] ?? '')
    .replace(/<(script|style|svg|template|noscript|dialog)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<\/?([a-zA-Z0-9-]+)[^>]*>/g, (tag, name: string) => {
      const lower = name.toLowerCase();
      if (!KEPT.has(lower)) return ' ';
      if (tag.startsWith('</')) return `</${lower}>`;
      const href = lower === 'a' ? /\shref="([^"]*)"/.exec(tag)?.[1] : undefined;
      return href === undefined ? `<${lower}>` : `<a href="${href}">`;
    })
    .replace(/\s+/g, ' ')
    .replace(/<(\w+)>\s*<\/\1>/g, '');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><meta name="description" content="The floor page: home's text, nothing else."><style>${STYLE}</style></head><body>${body}</body></html>`;
  writeFileSync(file, html);
  return { bytes: Buffer.byteLength(html), textChars: body.replace(/<[^>]+>/g, '').length };
}
