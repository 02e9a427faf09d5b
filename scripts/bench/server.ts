// The server under test, in its own process so the load generator does not share its CPU time:
// the real app (buildApp) with two extra routes on the same Fastify instance, a constant answer
// (the reference for the API ratios) and the floor page (the reference for page speed).
// Bench settings: rate limits and the sign-in throttle are made roomy (a load test sends thousands
// of requests from one address); everything else is the production configuration.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { loadFormOptions } from '../../src/registry/form-options.ts';
import { buildApp } from '../../src/server/app.ts';
import { DEFAULT_SIGNIN_THROTTLE, loadConfig } from '../../src/server/config.ts';

const env = process.env;
const roomy = { max: 1_000_000_000, windowMs: 60_000 };
const config = {
  ...loadConfig({ PORT: '0', PUBLIC_URL: 'http://127.0.0.1', DIST_DIR: env.BENCH_DIST }, loadFormOptions(env.BENCH_REGISTRY ? pathToFileURL(resolve(env.BENCH_REGISTRY)) : undefined)),
  databaseUrl: env.BENCH_DATABASE_URL!,
  logger: false as const,
  rateLimits: { login: roomy, resetEmail: roomy, formSubmit: roomy },
  signinThrottle: { ...DEFAULT_SIGNIN_THROTTLE, free: 1_000_000_000, accountFree: 1_000_000_000 },
};
const app = await buildApp(config);

app.get('/__bench/constant', async () => ({ status: 'success', data: 'ok' }));

// Submissions the server answered with 2xx, counted as the answer is sent: a request still in
// flight when the load generator hangs up at the end of its time is stored and answered here, but
// its answer never reaches the client.
let submitted2xx = 0;
app.addHook('onSend', async (request, reply, payload) => {
  if (request.url.startsWith('/api/form/submit/') && reply.statusCode >= 200 && reply.statusCode < 300) submitted2xx++;
  return payload;
});
app.get('/__bench/stats', async () => ({ submitted2xx }));

if (env.BENCH_FLOOR) {
  const html = readFileSync(env.BENCH_FLOOR);
  const br = brotliCompressSync(html);
  // The page's one inline <style> is allowed by its hash; no script is allowed at all.
  const style = /<style>([\s\S]*?)<\/style>/.exec(html.toString('utf8'))?.[1] ?? '';
  const csp = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; base-uri 'none'`;
  app.get('/__bench/floor', {
    onSend: async (_request, reply, payload) => {
      reply.header('content-security-policy', csp);
      return payload;
    },
    handler: async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'br').send(br);
      return reply.send(html);
    },
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, dialect: app.ctx.dialect }));
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
