// The scale benchmark's pieces on a small table: the bulk seeding stores rows the server lists and
// counts, and the export measure counts every row of a real streamed export and reads the server's memory.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { measureExport } from '../../../scripts/bench/export-figures.ts';
import { seedForms } from '../../../scripts/bench/seed-forms.ts';
import { addUser, bearer, login, startHarness, type Harness } from '../../server/_app.ts';

let h: Harness;
let token: string;
const ROWS = 1_200;

beforeAll(async () => {
  h = await startHarness('sqlite', {}, (url) => seedForms(url, ROWS).then(() => undefined));
  await addUser(h.app, 'bench@northbeam.example');
  token = await login(h.app, 'bench@northbeam.example');
  await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => h?.close());

it('seeds rows that the list counts and finds by search', async () => {
  const list = (filters: object) => h.app.inject({ method: 'POST', url: '/api/form/type/contact-us?limit=20', headers: bearer(token), payload: { filters } });
  expect((await list({})).json().data.total).toBe(ROWS);
  expect((await list({ status: 'read' })).json().data.total).toBe(ROWS / 3);
  expect((await list({ q: 'seeded company 42' })).json().data.forms.length).toBeGreaterThan(0);
});

it('measures a streamed export: its rows, first bytes and the server memory', async () => {
  const address = h.app.server.address() as { port: number };
  const figures = await measureExport(`http://127.0.0.1:${address.port}/api/form/export/contact-us`, token, process.pid);
  expect(figures.rows).toBe(ROWS);
  expect(figures.firstByteMs).toBeGreaterThan(0);
  expect(figures.firstByteMs).toBeLessThanOrEqual(figures.totalMs);
  expect(figures.rssBefore).toBeGreaterThan(0);
});

it('counts a row whose CR LF is split between two chunks', async () => {
  const { createServer } = await import('node:http');
  const server = createServer((_request, response) => {
    response.write('firstName,message\r');
    setTimeout(() => {
      response.write('\nAna,"two\nlines"\r\nBo,hi\r');
      setTimeout(() => response.end('\n'), 20);
    }, 20);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    const { port } = server.address() as { port: number };
    expect((await measureExport(`http://127.0.0.1:${port}/`, 'token', process.pid)).rows).toBe(2);
  } finally {
    server.close();
  }
});
