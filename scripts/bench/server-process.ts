// Starts scripts/bench/server.ts in a child process and waits for the port it listens on.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer {
  origin: string;
  dialect: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startServer(cwd: string, env: Record<string, string>): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => fail(new Error('the bench server did not start within 60 s')), 60_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${stderr.slice(-2000)}`));
    };
    child.stderr.on('data', (data) => (stderr += data));
    child.on('exit', (code) => fail(new Error(`the bench server exited (${code})`)));
    child.stdout.on('data', (data) => {
      stdout += data;
      const line = stdout.split('\n').find((candidate) => candidate.startsWith('{"port"'));
      if (!line) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      const { port, dialect } = JSON.parse(line) as { port: number; dialect: string };
      resolve({
        origin: `http://127.0.0.1:${port}`,
        dialect,
        child,
        stop: () =>
          new Promise((done) => {
            // Gone already (a second stop, or killed by a signal: then exitCode stays null).
            if (child.exitCode !== null || child.signalCode !== null) return done();
            // A short grace: after the sign-in run the server still holds a queue of password hashes.
            const force = setTimeout(() => child.kill('SIGKILL'), 2_000);
            child.once('exit', () => (clearTimeout(force), done()));
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
