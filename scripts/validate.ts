// npm run validate: ajv-cli checks pages.json against the generated JSON Schema, then the checks
// JSON Schema cannot express, then a production build into a temporary folder (what only the
// build can tell: each public page within its script budget). Every error is printed as
// `pages.json:LINE:COL  /json/path  message`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from '../build.mjs';
import { checkRegistrySource, defaultAssetsDir } from '../src/registry/check.ts';
import { imageFiles } from '../src/registry/image-files.ts';
import { linksTo, markdownLinksTo, unlinkedRoutes } from '../src/registry/links.ts';
import { locator } from '../src/registry/locate.ts';
import { readRegistrySource } from '../src/registry/source.ts';
import { explainAjvErrors } from '../src/registry/structure.ts';

// npm run validate -- --links-to /industries/healthcare  also lists every link to that path.
const args = process.argv.slice(2);
const linksToIndex = args.indexOf('--links-to');
const linkTarget = linksToIndex >= 0 ? args.splice(linksToIndex, 2)[1] : undefined;
const file = args[0] ?? 'pages.json';
const schemaFile = 'schemas/pages.schema.json';
const source = readRegistrySource(file);
const ajvCli = createRequire(import.meta.url).resolve('ajv-cli/dist/index.js');

const ajv = spawnSync(process.execPath, [ajvCli, 'validate', '--spec=draft2020', '-s', schemaFile, '-d', file, '-c', 'ajv-formats', '--strict=false', '--all-errors', '--errors=json'], { encoding: 'utf8' });
let structural;
if (ajv.status !== 0) {
  const output = ajv.stderr + ajv.stdout;
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  try {
    structural = explainAjvErrors(JSON.parse(json), JSON.parse(readFileSync(schemaFile, 'utf8')), JSON.parse(source), { imageFiles: () => imageFiles(defaultAssetsDir) });
  } catch {
    // Not schema errors (unreadable JSON, a broken schema): the shared checker explains those.
    const result = checkRegistrySource(source, { file });
    console.error(result.ok ? output : result.errors.join('\n'));
    process.exit(1);
  }
}

// ajv-cli's structure problems, and everything the later checks still find around them, in one list.
const result = checkRegistrySource(source, { file, publishing: true, structural });
if (!result.ok) {
  console.error(result.errors.join('\n'));
  console.error(`\n${result.errors.length} problem(s) in ${file}. The site will not build until they are fixed.`);
  process.exit(1);
}

const buildDir = mkdtempSync(join(tmpdir(), 'validate-build-'));
const built = await build({ outDir: join(buildDir, 'site'), registryFile: file, quiet: true, checkOnly: true }).finally(() => rmSync(buildDir, { recursive: true, force: true }));
if (!built) process.exit(1);
console.log(`${file} is valid: ${result.registry.routes.length} routes, ${Object.keys(result.registry.pages).length} pages.`);

// Not an error (a page may be new, its link still to come), but worth saying before it is published;
// on stdout, as the command succeeded.
const unlinked = unlinkedRoutes(result.registry, dirname(file));
if (unlinked.length > 0) {
  const locate = locator(source);
  console.log(`\nWarning: ${unlinked.length} page(s) no link leads to (no menu, button, card or article text):`);
  for (const { index, path } of unlinked) {
    const { line, column } = locate(`/routes/${index}/path`);
    console.log(`  ${file}:${line}:${column}  /routes/${index}/path  nothing links to "${path}": visitors cannot find it, and search engines that know it only from the sitemap rank it low. Add it to a menu ("menus") or link it from a page (a button or a card); a page meant to be reached only by its address can say "sitemap": false.`);
  }
}

if (linkTarget !== undefined) {
  const locate = locator(source);
  const pointers = linksTo(result.registry, linkTarget);
  const inBodies = markdownLinksTo(result.registry, linkTarget, dirname(file));
  const route = result.registry.routes.findIndex((candidate) => candidate.path === linkTarget);
  console.log(`\n${pointers.length + inBodies.length} link(s) to ${linkTarget}${route >= 0 ? ` (route /routes/${route}, page "${result.registry.routes[route]!.page ?? '-'}")` : ' (not a route)'}:`);
  for (const pointer of pointers) {
    const { line, column } = locate(pointer.split(' ')[0]!);
    console.log(`  ${file}:${line}:${column}  ${pointer}`);
  }
  for (const link of inBodies) console.log(`  ${link.file}:${link.line}:${link.column}  ${link.pointer} (in the article's text)`);
}
