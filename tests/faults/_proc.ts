/**
 * The real server process (`node --import tsx src/server/main.ts`) for fault tests: started with
 * env, waited for until /healthz answers, killed with any signal.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

// A port below the ephemeral range, so no other server is given it before ours binds (tests/helpers/ports.ts).
export { freePort } from '../helpers/ports.ts';

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output(): string;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<number | string | null>;
  kill(signal: NodeJS.Signals): Promise<number | string | null>;
}

export async function startServer(env: Record<string, string>, port: number, scheme = 'http'): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DIST_DIR: resolve(ROOT, 'no-such-dist'),
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'first@northbeam.example',
      RATE_LIMIT_FORMS: '1000000/60',
      NODE_ENV: 'production',
      ...env,
    },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | string | null>((done) => child.on('exit', (code, signal) => done(signal ?? code)));
  const url = `${scheme}://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server exited during start:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 60 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    url,
    output: () => out,
    exited,
    async kill(signal) {
      if (!gone) child.kill(signal);
      return exited;
    },
  };
}
