/*
 * A non-developer's path to a new article, word for word as docs/insights.md gives it, on a copy
 * of pages.json: `npm run new -- page /insights/<name> --template article`, write the TODO texts
 * and the Markdown body, validate (a broken link in the body is named at its line and column,
 * with the fix), then build: the article is on the hub, in the feed, with its reading time.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';

const run = (script: string, ...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { encoding: 'utf8' });

/** Replaces every "TODO:" text under `value` with words of the right length for the field. */
function writeTexts(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return value.startsWith('TODO:') ? textFor(key) : value;
  if (Array.isArray(value)) return value.map((item) => writeTexts(item, key));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, writeTexts(child, name)]));
  return value;
}
const textFor = (key: string) =>
  ({
    title: 'A free-named article for the scaffold test',
    standfirst: 'What an author writes under the title: the promise of the piece, in a sentence.',
    description: 'A free-named article written by the scaffold test, to prove the path an author takes works.',
    heading: `A ${key} written by the scaffold test`,
  })[key] ?? `Words the scaffold test wrote for the ${key}.`;

describe('npm run new -- page /insights/<name> --template article', () => {
  it('starts an article whose body is Markdown; it validates, names a broken link at its line and column, and builds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'new-article-'));
    const file = join(dir, 'pages.json');
    copyFileSync('pages.json', file);
    const name = `free-name-${Date.now().toString(36)}`;
    const added = run('scripts/new.ts', 'page', `/insights/${name}`, '--template', 'article', '--registry', file);
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const body = join(dir, 'content/insights', `${name}.md`);
    expect(existsSync(body)).toBe(true);
    expect(added.stdout).toContain(`content/insights/${name}.md`);

    // The author writes the texts and the body; the body has a misspelt link.
    const registry = JSON.parse(readFileSync(file, 'utf8'));
    const id = registry.routes.find((route: { path: string }) => route.path === `/insights/${name}`).page;
    registry.pages[id] = writeTexts(registry.pages[id]);
    writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
    const words = Array.from({ length: 700 }, (_, index) => (index % 12 === 11 ? 'words.' : 'words')).join(' ');
    writeFileSync(body, `${words}\n\n## What changed\n\nSee [our contact page](/contcat) for more.\n`);

    const refused = checkRegistryFile(file, { publishing: true });
    expect(refused.ok ? [] : refused.errors).toEqual([`${body}:5:24  /pages/${id}/sections/0/body  link to "/contcat", which is not a route. Did you mean "/contact"? Fix the link or add a route with this path.`]);

    writeFileSync(body, readFileSync(body, 'utf8').replace('/contcat', '/contact'));
    const validated = run('scripts/validate.ts', file);
    expect(validated.stderr).toBe('');
    expect(validated.status).toBe(0);

    const outDir = join(dir, 'dist');
    const built = spawnSync(process.execPath, ['--import', 'tsx', '-e', `import('./build.mjs').then(async ({ build }) => process.exit((await build({ quiet: true, outDir: ${JSON.stringify(outDir)}, registryFile: ${JSON.stringify(file)} })) ? 0 : 1))`], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    const html = readFileSync(join(outDir, `insights/${name}/index.html`), 'utf8');
    expect(html).toContain('<h1 class="article__title">A free-named article for the scaffold test</h1>');
    expect(html).toContain('<h2 id="what-changed">What changed</h2>');
    expect(html).toContain('3 min read'); // 700 words at 230 a minute
    expect(readFileSync(join(outDir, 'insights/index.html'), 'utf8')).toContain(`href="/insights/${name}"`);
    expect(readFileSync(join(outDir, 'insights/feed.xml'), 'utf8')).toContain(`/insights/${name}</id>`);
  }, 240_000); // validate builds once, then the build
});
