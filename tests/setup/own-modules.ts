/**
 * Test files that change what a module sees when it loads: vi.mock, a stubbed global, a global or
 * an environment variable read at import. They get fresh modules of their own; every other file
 * shares its worker's modules with the files before it (vitest.config.ts), so the server,
 * Playwright and the registry are imported once per worker instead of once per file.
 * tests/setup/own-modules.test.ts finds the files that need to be here.
 */
export const OWN_MODULES = [
  'tests/server/forms-add-field.test.ts', // vi.mock of a form schema
  'tests/lib/http/api.test.ts', // __API_ORIGIN__ and localStorage, read when src/lib/http loads
  'tests/lib/http/request.test.ts',
  'tests/lib/http/token.test.ts',
  'tests/features/auth/auth-store.test.ts', // vi.stubGlobal('window')
  'tests/features/dashboard/list-query.test.ts', // process.env.TZ
];
