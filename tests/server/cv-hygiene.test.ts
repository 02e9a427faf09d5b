/**
 * CV hygiene through the real app: a CV with active content (PDF JavaScript, /Launch, embedded
 * files, names hidden in compressed object streams or hex escapes; a .docx with an outside
 * oleObject or template, macros, path-traversal names, bomb-like sizes; a .doc with a macro
 * storage) is refused with 400 and a message the careers form shows beside the CV field, nothing
 * is stored, and a `cv_refused` security event is logged. Ordinary PDFs and Word files still pass.
 *
 * With CLAMD_URL set each CV is also scanned. The test speaks to a small TCP server playing
 * clamd's INSTREAM protocol: ClamAV is an outside service, not our server, so standing in for it
 * is fair; a real clamd, when installed on the machine, is tested too.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_CONTENT_MESSAGE, SCAN_UNAVAILABLE_MESSAGE } from '../../src/server/forms/cv/inspect.ts';
import { testDatabases } from '../helpers/db.ts';
import { CLEAN_DOCX, CLEAN_PDF, EICAR, HOSTILE_DOCXS, HOSTILE_PDFS, oleDoc } from '../helpers/hostile-cv.ts';
import { FORM_OPTIONS, expectCleanError, startHarness, type Harness } from './_app.ts';
import { multipart } from './_multipart.ts';

const APPLICANT = { name: 'Ada Lovelace', email: 'ada@engine.example', phone: '+44 20 7946 0000', position: FORM_OPTIONS.positions[0]! };
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function apply(h: Harness, filename: string, data: Buffer, contentType = 'application/octet-stream') {
  const body = multipart(APPLICANT, { cv: { filename, contentType, data } });
  return h.app.inject({ method: 'POST', url: '/api/form/submit/careers-form', payload: body.payload, headers: body.headers });
}

async function stored(h: Harness): Promise<number> {
  const row = await h.app.ctx.db.selectFrom('careers_forms').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

interface LogLine {
  event?: string;
  reason?: string;
  ip?: string;
}

describe.each(testDatabases)('CV hygiene on %s', (kind) => {
  let h: Harness;
  const raw: string[] = [];
  beforeAll(async () => {
    h = await startHarness(kind, { logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
  });
  afterAll(async () => h?.close());
  const events = (name: string): LogLine[] => raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.event === name);

  async function expectRefused(filename: string, data: Buffer, reason: RegExp) {
    const before = await stored(h);
    const eventsBefore = events('cv_refused').length;
    const res = await apply(h, filename, data);
    expect(res.statusCode, res.body).toBe(400);
    expect(expectCleanError(res).issues).toEqual([{ path: 'cv', message: ACTIVE_CONTENT_MESSAGE }]);
    expect(await stored(h)).toBe(before);
    const logged = events('cv_refused').slice(eventsBefore);
    expect(logged).toHaveLength(1);
    expect(logged[0]!.ip).toBe('127.0.0.1');
    expect(logged[0]!.reason).toMatch(reason);
  }

  it.each(Object.entries(HOSTILE_PDFS))('refuses a PDF with %s', async (name, data) => {
    const reason = /40 MB/.test(name) ? /unpacks beyond the cap/ : /OpenAction/.test(name) ? /\/OpenAction/ : /Launch/.test(name) ? /\/Launch/ : /embedded/.test(name) ? /\/EmbeddedFiles?/ : /\/JavaScript/;
    await expectRefused('cv.pdf', data, reason);
    if (/compressed object stream/.test(name)) expect(events('cv_refused').at(-1)!.reason).toMatch(/inside a compressed object stream/);
  });

  it.each(Object.entries(HOSTILE_DOCXS))('refuses a .docx with %s', async (name, data) => {
    const reasons: Record<string, RegExp> = {
      Follina: /external relationship oleObject/,
      template: /external relationship attachedTemplate/,
      vbaProject: /macro part word\/vbaProject\.bin/,
      'macro-enabled': /macro-enabled content type/,
      '../': /climbing out of its folder/,
      absolute: /absolute entry name/,
      backslash: /backslash/,
      '1000×': /unpacks more than 100×/,
      '2 GiB': /unpacks to more than 50 MB/,
      'too many': /entries \(more than 1000\)/,
    };
    const [, reason] = Object.entries(reasons).find(([word]) => name.includes(word))!;
    await expectRefused('cv.docx', data, reason);
  });

  it('refuses a .doc whose directory lists a macro storage, accepts one without', async () => {
    await expectRefused('cv.doc', oleDoc(['Macros', '_VBA_PROJECT_CUR']), /macro storage Macros/);
    expect((await apply(h, 'cv.doc', oleDoc(['ObjectPool']), 'application/msword')).statusCode).toBe(201);
  });

  it('still accepts an ordinary PDF (with a compressed object stream) and an ordinary .docx (with a hyperlink and printer settings)', async () => {
    const pdf = await apply(h, 'Ada CV.pdf', CLEAN_PDF, 'application/pdf');
    expect(pdf.statusCode, pdf.body).toBe(201);
    const docx = await apply(h, 'Ada CV.docx', CLEAN_DOCX, DOCX_TYPE);
    expect(docx.statusCode, docx.body).toBe(201);
    const row = await h.app.ctx.db.selectFrom('careers_forms').select(['cv_filename', 'cv_data']).where('id', '=', docx.json().data.id).executeTakeFirstOrThrow();
    expect(row.cv_filename).toBe('Ada CV.docx');
    expect(Buffer.from(row.cv_data!).equals(CLEAN_DOCX)).toBe(true);
  });
});

/** A stand-in for clamd: reads one INSTREAM command and answers FOUND when the bytes hold the EICAR string. */
async function fakeClamd(): Promise<{ url: string; scanned: Buffer[]; close(): Promise<void> }> {
  const scanned: Buffer[] = [];
  const server: Server = createServer((socket) => {
    let buffer = Buffer.alloc(0);
    socket.on('data', (data) => {
      buffer = Buffer.concat([buffer, data]);
      const command = Buffer.from('zINSTREAM\0');
      if (buffer.length < command.length) return;
      if (!buffer.subarray(0, command.length).equals(command)) return void socket.end('UNKNOWN COMMAND\0');
      const chunks: Buffer[] = [];
      for (let at = command.length; at + 4 <= buffer.length; ) {
        const length = buffer.readUInt32BE(at);
        if (length === 0) {
          const file = Buffer.concat(chunks);
          scanned.push(file);
          return void socket.end(file.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0');
        }
        if (at + 4 + length > buffer.length) return;
        chunks.push(buffer.subarray(at + 4, at + 4 + length));
        at += 4 + length;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `tcp://127.0.0.1:${port}`, scanned, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PDF that is clean by its structure but carries the EICAR test string (in a comment). */
const EICAR_PDF = Buffer.concat([CLEAN_PDF, Buffer.from(`%${EICAR}\n`)]);

describe.each(testDatabases)('ClamAV scanning (CLAMD_URL) on %s', (kind) => {
  let clamd: Awaited<ReturnType<typeof fakeClamd>>;
  let h: Harness;
  const raw: string[] = [];
  beforeAll(async () => {
    clamd = await fakeClamd();
    h = await startHarness(kind, { clamdUrl: clamd.url, logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
  });
  afterAll(async () => {
    await h?.close();
    await clamd?.close();
  });
  const events = (name: string) => raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.event === name);

  it('sends every CV to clamd and refuses one it reports FOUND', async () => {
    const ok = await apply(h, 'cv.pdf', CLEAN_PDF);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(clamd.scanned.at(-1)!.equals(CLEAN_PDF)).toBe(true);
    const before = await stored(h);
    const refused = await apply(h, 'cv.pdf', EICAR_PDF);
    expect(refused.statusCode).toBe(400);
    expect(expectCleanError(refused).issues).toEqual([{ path: 'cv', message: ACTIVE_CONTENT_MESSAGE }]);
    expect(await stored(h)).toBe(before);
    expect(events('cv_refused').at(-1)!.reason).toBe('pdf: ClamAV: Eicar-Test-Signature');
  });

  it('sends a CV larger than one chunk whole', async () => {
    const large = Buffer.concat([CLEAN_PDF, Buffer.from(`%${'x'.repeat(300_000)}\n`)]);
    expect((await apply(h, 'cv.pdf', large)).statusCode).toBe(201);
    expect(clamd.scanned.at(-1)!.equals(large)).toBe(true);
  });

  it('refuses with 503 and logs it when clamd cannot be reached (fails closed)', async () => {
    const down = await startHarness(kind, { clamdUrl: `tcp://127.0.0.1:${await closedPort()}`, logger: { level: 'info', stream: { write: (line: string) => void raw.push(line) } } });
    try {
      const res = await apply(down, 'cv.pdf', CLEAN_PDF);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('60');
      expect(expectCleanError(res).error).toBe(SCAN_UNAVAILABLE_MESSAGE);
      expect(await stored(down)).toBe(0);
      expect(events('cv_scan_failed').at(-1)!.reason).toMatch(/ECONNREFUSED/);
    } finally {
      await down.close();
    }
  });
});

const clamdInstalled = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v clamd'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!clamdInstalled)('a real clamd (installed on this machine)', () => {
  let clamd: ChildProcess;
  let h: Harness;
  beforeAll(async () => {
    const folder = mkdtempSync(join(tmpdir(), 'clamd-'));
    const port = await closedPort();
    writeFileSync(join(folder, 'clamd.conf'), `Foreground yes\nTCPSocket ${port}\nTCPAddr 127.0.0.1\nDatabaseDirectory /var/lib/clamav\nLogFile ${join(folder, 'log')}\n`);
    clamd = spawn('clamd', ['-c', join(folder, 'clamd.conf')], { stdio: 'ignore' });
    h = await startHarness('sqlite', { clamdUrl: `tcp://127.0.0.1:${port}` });
    // clamd loads its signatures before it listens (tens of seconds): wait for the clean CV to pass.
    await expect.poll(async () => (await apply(h, 'cv.pdf', CLEAN_PDF)).statusCode, { timeout: 120_000, interval: 1000 }).toBe(201);
  }, 150_000);
  afterAll(async () => {
    await h?.close();
    clamd?.kill();
  });

  it('refuses the EICAR test file', async () => {
    expect((await apply(h, 'cv.pdf', EICAR_PDF)).statusCode).toBe(400);
  });
});
