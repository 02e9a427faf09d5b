import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/setup/longest-first.ts';
import { OWN_MODULES } from './tests/setup/own-modules.ts';

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
    // Three files at a time on 2 cores: with two, the cores stood idle 15-40 % of the time while
    // browser files waited on the network and servers (docs/testing.md has the figures); the load
    // check (npm run test:stress) holds the suite to a machine as busy as this.
    maxWorkers: 3,
    // Files share their worker's modules, except those that change what a module sees when it loads.
    projects: [
      // (include is set per project: a project's list is added to the root's, not put in its place)
      { extends: true, test: { name: 'shared-modules', include: ['tests/**/*.test.{ts,tsx}'], exclude: OWN_MODULES, isolate: false } },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
