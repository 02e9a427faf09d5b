/*
 * The documentation a newcomer reads: a README short enough to read in five minutes, links into
 * docs/ that lead somewhere, commands that exist, and no words that only made sense while the
 * project was being written (issue numbers, spec section numbers, "this session", numbered passes).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

/** README.md and every Markdown file under docs/, as paths relative to the project. */
function docFiles(): string[] {
  const found: string[] = ['README.md'];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = join(dir, name);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) found.push(path);
    }
  };
  if (existsSync(join(ROOT, 'docs'))) walk('docs');
  return found;
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The text with code blocks and inline code blanked out: a link or word shown as code is an example, not a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every heading's anchor in a Markdown file (a repeated heading gets -1, -2 … as on GitHub). */
function anchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const text = read(file).replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(heading!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Relative links and images in a Markdown file: [text](target) and ![alt](target), outside code. */
function relativeLinks(file: string): string[] {
  const targets = [...prose(read(file)).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target!);
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Problems with one link from `file`: a missing file, or an anchor no heading of the target has. */
function brokenLink(file: string, target: string): string | undefined {
  const [pathPart, anchor] = target.split('#') as [string, string | undefined];
  const targetFile = pathPart === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), decodeURIComponent(pathPart)));
  if (!existsSync(join(ROOT, targetFile))) return `${file}: link to ${target}: no file ${targetFile}`;
  if (anchor === undefined || anchor === '') return undefined;
  if (!targetFile.endsWith('.md')) return `${file}: link to ${target}: an anchor into a file that is not Markdown`;
  if (!anchors(targetFile).has(anchor.toLowerCase())) return `${file}: link to ${target}: ${targetFile} has no heading "#${anchor}"`;
  return undefined;
}

const files = docFiles();

describe('the README', () => {
  it('is at most 200 lines, so a newcomer reads it in five minutes', () => {
    const lines = read('README.md').split('\n').length;
    expect(lines, `README.md has ${lines} lines; move the detail into docs/`).toBeLessThanOrEqual(200);
  });

  it('links into docs/ for everything else', () => {
    const links = relativeLinks('README.md').filter((target) => target.startsWith('docs/') && target.endsWith('.md'));
    expect(links.length).toBeGreaterThanOrEqual(5);
  });
});

describe('README.md and docs/', () => {
  it('have only relative links that lead to an existing file and, with an #anchor, to an existing heading', () => {
    const broken = files.flatMap((file) => relativeLinks(file).map((target) => brokenLink(file, target))).filter(Boolean);
    expect(broken).toEqual([]);
  });

  it('name only npm scripts that package.json defines', () => {
    const scripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>);
    const unknown = files.flatMap((file) => [...read(file).matchAll(/npm run ([a-z][\w:-]*)/g)].map(([, name]) => name!).filter((name) => !scripts.includes(name)).map((name) => `${file}: npm run ${name}`));
    expect(unknown).toEqual([]);
  });

  it('never mention issue numbers, spec section numbers, "this session" or numbered passes: history belongs in the commit log', () => {
    const words = [/\bissues? #?\d+/i, /§/, /\bthis session\b/i, /\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) pass\b/i];
    const found = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (words.some((word) => word.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('slug headings as GitHub does', () => {
    expect(slug('What was tried, and the figures')).toBe('what-was-tried-and-the-figures');
    expect(slug('Auth (`/auth`)')).toBe('auth-auth');
    expect(slug('Adding and editing pages')).toBe('adding-and-editing-pages');
  });

  it('ignore links shown as code', () => {
    expect(prose('see `[a](missing.md)` and\n```\n[b](gone.md)\n```\n')).not.toMatch(/missing|gone/);
  });
});
