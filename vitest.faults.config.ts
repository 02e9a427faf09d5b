import { defineConfig } from 'vitest/config';

// Slow fault tests (`npm run test:faults`): real server processes killed, databases taken away,
// disks filled. Kept out of `npm test` by their `.faults.ts` suffix.
export default defineConfig({
  test: {
    include: ['tests/faults/**/*.faults.ts'],
    globalSetup: ['tests/setup/run-schemas.ts'],
    testTimeout: 240_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
