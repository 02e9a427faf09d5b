import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/longest-first.ts';

/**
 * Files that change what a module sees when it loads (vi.mock, a stubbed global, a global read at
 * import, the time zone): they get fresh modules of their own. Every other file shares its
 * worker's modules with the files before it, so the server, Playwright and the registry are
 * imported once per worker instead of once per file (about 2 CPU-minutes of a run).
 */
const OWN_MODULES = [
  'tests/server/forms-add-field.test.ts', // vi.mock of a form schema
  'tests/lib/http/**/*.test.ts', // __API_ORIGIN__ and localStorage, read when src/lib/http loads
  'tests/features/auth/auth-store.test.ts', // vi.stubGlobal('window')
  'tests/features/dashboard/list-query.test.ts', // process.env.TZ
];

// One run for every test: units, server (both databases), and browser tests against the built site.
// The global setup builds the site once so browser tests see what `npm start` serves.
export default defineConfig({
  test: {
    globalSetup: ['tests/setup/run-schemas.ts', 'tests/setup/global.ts'],
    // Browser tests walk many pages; on a shared 2-core machine a test near 30 s is load, not a hang.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll retries what a person would see after an action; its 1 s default is too short
    // on a busy 2-core machine (a list re-rendering after a click can take longer than that).
    expect: { poll: { timeout: 10_000 } },
    // Slowest files first, from durations kept in the repository (a clean clone has no timing cache).
    sequence: { sequencer: LongestFirst },
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      // (include is set per project: a project's list is added to the root's, not put in its place)
      { extends: true, test: { name: 'shared-modules', include: ['tests/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
