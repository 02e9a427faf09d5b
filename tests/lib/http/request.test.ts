import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../src/lib/http/errors.ts';
import { installLocalStorage, startTinyServer } from './_server.ts';

const storage = installLocalStorage();
const { request, setUnauthorizedHandler } = await import('../../../src/lib/http/request.ts');

let server: Awaited<ReturnType<typeof startTinyServer>>;
beforeAll(async () => {
  server = await startTinyServer();
});
afterAll(() => server.close());
beforeEach(() => {
  storage.clear();
  server.seen.length = 0;
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
}

describe('request', () => {
  it('sends JSON with the JSON content type, and the stored token as a Bearer header', async () => {
    storage.set('token', 'tok-123');
    server.json(200, { status: 'success', data: { ok: true } });
    const answer = await request<{ data: { ok: boolean } }>(`${server.url}/x`, { body: { a: 1 } });
    expect(answer.data.ok).toBe(true);
    const [seen] = server.seen;
    expect(seen!.method).toBe('POST');
    expect(seen!.headers['content-type']).toBe('application/json');
    expect(seen!.headers.authorization).toBe('Bearer tok-123');
    expect(JSON.parse(seen!.body.toString())).toEqual({ a: 1 });
  });

  it('uses GET without a body and sends no Authorization header without a token or with auth:false', async () => {
    server.json(200, {});
    await request(`${server.url}/a`);
    storage.set('token', 'tok-123');
    await request(`${server.url}/b`, { auth: false });
    expect(server.seen.map((seen) => [seen.method, seen.headers.authorization])).toEqual([
      ['GET', undefined],
      ['GET', undefined],
    ]);
  });

  it('plainText: JSON text without the JSON content type (the reset-email call)', async () => {
    server.json(200, { message: 'ok' });
    await request(`${server.url}/r`, { body: { email: 'a@b.c' }, auth: false, plainText: true });
    const [seen] = server.seen;
    expect(seen!.headers['content-type']).toMatch(/^text\/plain/);
    expect(JSON.parse(seen!.body.toString())).toEqual({ email: 'a@b.c' });
  });

  it('sends FormData as multipart with the boundary the runtime chose', async () => {
    server.json(201, { status: 'success', data: { id: 1 } });
    const form = new FormData();
    form.append('name', 'Ada');
    form.append('cv', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'cv.pdf');
    await request(`${server.url}/f`, { body: form });
    const [seen] = server.seen;
    expect(seen!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen!.body.toString()).toContain('filename="cv.pdf"');
  });

  it('an HTTP error is its status with the server data', async () => {
    server.json(400, { status: 'error', error: 'Please check the highlighted fields', issues: [{ path: 'email', message: 'bad' }] });
    const error = await failure(request(`${server.url}/bad`, { body: {} }));
    expect(error.kind).toBe(400);
    expect(error.serverMessage).toBe('Please check the highlighted fields');
    expect(error.data?.issues).toEqual([{ path: 'email', message: 'bad' }]);
  });

  it('an unreadable answer is PARSING_ERROR', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{not json');
    });
    expect((await failure(request(`${server.url}/p`))).kind).toBe('PARSING_ERROR');
  });

  it('no answer within the timeout is TIMEOUT_ERROR (default 5000 ms)', async () => {
    server.answer(() => {
      /* never answers */
    });
    const started = Date.now();
    expect((await failure(request(`${server.url}/slow`, { timeoutMs: 200 }))).kind).toBe('TIMEOUT_ERROR');
    expect(Date.now() - started).toBeLessThan(2000);
    const { API_TIMEOUT_MS } = await import('../../../src/lib/http/config.ts');
    expect(API_TIMEOUT_MS).toBe(5000);
  });

  it('a refused connection is FETCH_ERROR', async () => {
    const gone = await startTinyServer();
    await gone.close();
    expect((await failure(request(`${gone.url}/x`))).kind).toBe('FETCH_ERROR');
  });

  it('a 401 calls the sign-out handler, saying whether the call carried a token; not for calls that opt out', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    server.json(401, { status: 'error', error: 'Session expired' });
    // Without a token: another tab took it (the handler decides what that means here).
    expect((await failure(request(`${server.url}/me`))).kind).toBe(401);
    storage.set('token', 'old');
    await failure(request(`${server.url}/me`));
    expect(handler.mock.calls).toEqual([[false], [true]]);
    // Sign-in (a wrong password), sign-out, and calls that send no token leave the session alone.
    await failure(request(`${server.url}/login`, { body: {}, endsSession: false }));
    await failure(request(`${server.url}/r`, { body: {}, auth: false }));
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
