/*
 * Valid author edits never turn the build or the content checks red. Each edit below is one an
 * author makes the way docs/authoring.md teaches, applied to a copy of today's pages.json that this
 * test owns: the copy must pass the registry check as `npm run validate` runs it (publishing rules),
 * build for production into a temporary folder, and the built pages must still show what the
 * registry says (tests/helpers/built-site.ts).
 *
 * SLOW: one production build per edit (30-60 s each on a quiet machine, six edits). Every edit is
 * found by kind (the industry pages, a service page, home), never by a page's name today.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { builtSiteProblems } from '../helpers/built-site.ts';
import { readRegistry, type Registry } from '../helpers/registry-kinds.ts';
import { edits } from './valid-edits.ts';

for (const edit of edits) {
  describe(`a valid edit: ${edit.name}`, () => {
    const folder = mkdtempSync(join(tmpdir(), 'valid-edit-'));
    const file = join(folder, 'pages.json');
    const dist = join(folder, 'dist');
    let registry: Registry;
    let built = false;
    beforeAll(async () => {
      writeFileSync(file, readFileSync('pages.json'));
      edit.apply(file);
      registry = readRegistry(file);
      built = await build({ quiet: true, registryFile: file, outDir: dist });
    }, 600_000); // one production build
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('passes npm run validate', () => {
      const checked = checkRegistryFile(file, { publishing: true });
      expect(checked.ok ? [] : checked.errors).toEqual([]);
    });

    it('builds, and every page shows what the registry gives it', () => {
      expect(built).toBe(true);
      expect(builtSiteProblems(dist, registry)).toEqual([]);
      edit.shows?.(registry, dist);
    });
  });
}
