import MarkdownIt from 'markdown-it';
type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];
import { suggestion } from './did-you-mean.ts';
import { IMAGE_PATTERN, LINK_PATTERN } from './fields.ts';
import { TODO_PREFIX } from './todos.ts';

/*
 * Article bodies are Markdown files (content/insights/<slug>.md), rendered once, at build, by
 * markdown-it with raw HTML off: what an author types is shown as text, never run as markup. The
 * browser receives the HTML, never this module. The same pass checks what a build cannot fix:
 * links that lead nowhere, pictures that are not in the library, headings out of order; each
 * problem has its line and column in the Markdown file.
 */

export interface MarkdownProblem {
  line: number;
  column: number;
  message: string;
}

export interface MarkdownImage {
  url: string;
  width?: number;
  height?: number;
}

export interface MarkdownOptions {
  /** Whether a site path ("/insights") is a route. */
  isRoute: (path: string) => boolean;
  /** Every route, for did-you-mean. */
  routes: Iterable<string>;
  /** An image under src/assets/images as published (its URL and size), or undefined when there is no such file. */
  image: (src: string) => MarkdownImage | undefined;
  /** Every image, for did-you-mean. */
  images: () => Iterable<string>;
  /** A build that publishes refuses "TODO:" texts. */
  publishing?: boolean;
}

export interface RenderedMarkdown {
  html: string;
  words: number;
  problems: MarkdownProblem[];
  /** Every link in the text, where it is (for `npm run validate -- --links-to`). */
  links: { href: string; line: number; column: number }[];
}

/** Words a reader reads in a minute: a common figure for considered, technical prose. */
export const WORDS_PER_MINUTE = 230;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });
// "(c)" and the like stay as typed; the typographer is on for quotes and dashes only.
markdown.disable(['replacements']);
markdown.enable(['smartquotes']);

/** An anchor id from a heading's text: "What we kept" → "what-we-kept". */
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The column (1-based) where `needle` first appears in the block's lines at or after `from`, as
 * { line, column }; markdown-it knows a block's lines but not where in them an inline link sits.
 */
function finder(lines: string[]) {
  const used = new Set<string>();
  return (needle: string, block: [number, number] | null | undefined): { line: number; column: number } => {
    const [start, end] = block ?? [0, lines.length];
    for (let index = start; index < Math.max(end, start + 1) && index < lines.length; index++) {
      let column = lines[index]!.indexOf(needle);
      while (column >= 0) {
        const key = `${index}:${column}`;
        if (!used.has(key)) {
          used.add(key);
          return { line: index + 1, column: column + 1 };
        }
        column = lines[index]!.indexOf(needle, column + 1);
      }
    }
    return { line: start + 1, column: 1 };
  };
}

export function renderMarkdown(source: string, options: MarkdownOptions): RenderedMarkdown {
  const lines = source.split(/\r?\n/);
  const problems: MarkdownProblem[] = [];
  const links: RenderedMarkdown['links'] = [];
  const find = finder(lines);
  const tokens = markdown.parse(source, {});
  let level = 1;
  let words = 0;
  const ids = new Map<string, number>();

  if (options.publishing) {
    lines.forEach((text, index) => {
      const column = text.indexOf(TODO_PREFIX);
      if (column >= 0) problems.push({ line: index + 1, column: column + 1, message: `still reads "${text.slice(column).trim()}" (left by npm run new). Write this text; until then the site previews it (npm run dev) but will not publish.` });
    });
  }

  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const depth = Number(token.tag.slice(1));
      const at = { line: (token.map?.[0] ?? 0) + 1, column: 1 };
      const text = tokens[index + 1]?.content ?? '';
      if (depth === 1) problems.push({ ...at, message: `"# ${text}" is a first-level heading: the article's title is the page's only one. Start the body's sections with "## ".` });
      else if (depth > level + 1) problems.push({ ...at, message: `"${'#'.repeat(depth)} ${text}" skips a level: it follows ${level === 1 ? 'the title' : `a level-${level} heading`}, so write "${'#'.repeat(level + 1)} " here (readers of screen readers move by heading levels).` });
      level = depth;
      // An anchor for each heading, so a reader can link to a part of the article.
      const base = slug(text) || 'section';
      const count = ids.get(base) ?? 0;
      ids.set(base, count + 1);
      token.attrSet('id', count ? `${base}-${count + 1}` : base);
    }
    if (token.type === 'inline') {
      words += token.content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
      for (const child of token.children ?? []) checkInline(child, token.map, options, find, problems, links);
    }
  });

  const html = markdown.renderer.render(tokens, markdown.options, {});
  return { html, words, problems, links };
}

function checkInline(token: Token, block: [number, number] | null | undefined, options: MarkdownOptions, find: ReturnType<typeof finder>, problems: MarkdownProblem[], links: RenderedMarkdown['links']) {
  if (token.type === 'link_open') {
    const href = String(token.attrGet('href') ?? '');
    const at = find(`](${href}`, block);
    const place = { line: at.line, column: at.column + 2 };
    links.push({ href, ...place });
    if (!LINK_PATTERN.test(href)) {
      problems.push({ ...place, message: `link to "${href}": write a site path like "/insights/my-article" (lower case, starting with /), an https:// address, mailto: or tel:.` });
      return;
    }
    if (href.startsWith('/')) {
      const path = href.split('#')[0]!;
      if (!options.isRoute(path)) problems.push({ ...place, message: `link to "${href}", which is not a route.${suggestion(path, options.routes)} Fix the link or add a route with this path.` });
    }
    if (href.startsWith('https://')) {
      // Outside links open in the same tab, but do not pass on who sent the reader.
      token.attrSet('rel', 'noopener');
    }
  }
  if (token.type === 'image') {
    const src = String(token.attrGet('src') ?? '');
    const at = find(`](${src}`, block);
    const place = { line: at.line, column: at.column + 2 };
    const published = IMAGE_PATTERN.test(src) ? options.image(src) : undefined;
    if (!published) {
      problems.push({ ...place, message: `image "${src}" does not exist in src/assets/images.${suggestion(src, options.images())} Name a file there, e.g. "library/cloud.svg".` });
      return;
    }
    token.attrSet('src', published.url);
    if (published.width && published.height) {
      token.attrSet('width', String(published.width));
      token.attrSet('height', String(published.height));
    }
    token.attrSet('loading', 'lazy');
    token.attrSet('decoding', 'async');
  }
}
