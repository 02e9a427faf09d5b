/*
 * Valid author edits never turn the build or the content checks red. Each edit below is one an
 * author makes the way docs/authoring.md teaches: applied alone to a copy of today's pages.json
 * that this test owns, it must pass the registry check as `npm run validate` runs it (publishing
 * rules); applied all together to another copy, in the order valid-edits.ts gives, they must build
 * for production into a temporary folder, and the built pages must still show what the registry
 * says (tests/helpers/built-site.ts) and what each edit changed.
 *
 * One build for the six edits, not one each: a build is half a minute of a busy machine, and six
 * made this the suite's second-longest file. Every edit is found by kind (the industry pages, a
 * service page, home), never by a page's name today.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { builtSiteProblems } from '../helpers/built-site.ts';
import { readRegistry, type Registry } from '../helpers/registry-kinds.ts';
import { edits } from './valid-edits.ts';

const folder = mkdtempSync(join(tmpdir(), 'valid-edits-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A copy of today's pages.json in a folder of its own, with `apply` made to it. */
function editedCopy(name: string, apply: (file: string) => void): string {
  mkdirSync(join(folder, name));
  const file = join(folder, name, 'pages.json');
  writeFileSync(file, readFileSync('pages.json'));
  apply(file);
  return file;
}

describe('all the valid edits together', () => {
  const dist = join(folder, 'together', 'dist');
  let registry: Registry;
  let built = false;
  beforeAll(async () => {
    const file = editedCopy('together', (copy) => edits.forEach((edit) => edit.apply(copy)));
    registry = readRegistry(file);
    built = await build({ quiet: true, registryFile: file, outDir: dist });
  }, 600_000); // one production build

  it('build, and every page shows what the registry gives it', () => {
    expect(built).toBe(true);
    expect(builtSiteProblems(dist, registry)).toEqual([]);
  });

  for (const [index, edit] of edits.entries()) {
    describe(`a valid edit: ${edit.name}`, () => {
      it('passes npm run validate, made alone', () => {
        const file = editedCopy(`alone-${index}`, edit.apply);
        const checked = checkRegistryFile(file, { publishing: true });
        expect(checked.ok ? [] : checked.errors).toEqual([]);
      });

      it('shows in the built site', () => {
        expect(built).toBe(true);
        edit.shows?.(registry, dist);
      });
    });
  }
});
