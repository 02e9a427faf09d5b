/**
 * Test files share their worker's modules (vitest.config.ts). A file that mocks a module, stubs a
 * global or sets an environment variable would change what the files after it see, so it must be
 * listed in OWN_MODULES, where it gets fresh modules. This finds such files, and its own check
 * proves it finds each kind. The worker's Chromium is shared the same way (tests/helpers/browser.ts):
 * a file that closed it would make the next file launch another, so none does.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../../scripts/build/files.ts';
import { OWN_MODULES } from './own-modules.ts';

const CHANGES_MODULES: [RegExp, string][] = [
  [/\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/, 'mocks a module or stubs a global'],
  [/\bprocess\.env\.\w+\s*=[^=]|\bdelete process\.env\./, 'sets an environment variable'],
  [/\(globalThis as [^)]*\)\.\w+\s*=[^=]|\bglobalThis\.\w+\s*=[^=]/, 'sets a global'],
];

/** What `source` does that changes modules for the files after it (nothing: an empty list). */
function changes(source: string): string[] {
  return CHANGES_MODULES.filter(([pattern]) => pattern.test(source)).map(([, what]) => what);
}

/** A test file's text with the test-local helpers (`./_name.ts`) it imports. */
function withLocalHelpers(file: string): string {
  const source = readFileSync(file, 'utf8');
  const helpers = [...source.matchAll(/from '(\.\/_[\w-]+\.ts)'/g)].map((match) => readFileSync(join(dirname(file), match[1]!), 'utf8'));
  return [source, ...helpers].join('\n');
}

// This file is left out: its examples below would count.
const SELF = relative(process.cwd(), import.meta.filename);
const testFiles = filesUnder('tests')
  .map((name) => join('tests', name))
  .filter((file) => /\.test\.tsx?$/.test(file) && file !== SELF);

describe('test files that change modules for the files after them', () => {
  it('are each listed in OWN_MODULES, and nothing else is', () => {
    const needing = testFiles.filter((file) => changes(withLocalHelpers(file)).length > 0);
    expect(needing.filter((file) => !OWN_MODULES.includes(file)), 'add these to tests/setup/own-modules.ts').toEqual([]);
    expect(OWN_MODULES.filter((file) => !needing.includes(file)), 'these no longer need fresh modules').toEqual([]);
  });

  it('are found by each kind of change', () => {
    expect(changes("vi.mock('../../src/forms/contact-us.ts', () => ({}));")).toEqual(['mocks a module or stubs a global']);
    expect(changes("vi.stubGlobal('window', {});")).toEqual(['mocks a module or stubs a global']);
    expect(changes("process.env.TZ = 'UTC';")).toEqual(['sets an environment variable']);
    expect(changes('delete process.env.TZ;')).toEqual(['sets an environment variable']);
    expect(changes('(globalThis as { __API_ORIGIN__?: string }).__API_ORIGIN__ = url;')).toEqual(['sets a global']);
    expect(changes("if (process.env.TZ === 'UTC') vi.spyOn(console, 'log');")).toEqual([]);
  });
});

describe('the worker\'s shared Chromium', () => {
  it('is handed back with releaseBrowser, never closed by a test file', () => {
    const closing = testFiles.filter((file) => /\bbrowser\??\.close\(\)/.test(readFileSync(file, 'utf8')));
    expect(closing, 'use releaseBrowser(browser) from tests/helpers/browser.ts').toEqual([]);
  });
});
