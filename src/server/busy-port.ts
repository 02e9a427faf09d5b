/**
 * A port another program already listens on: said in words, with the command that picks another,
 * instead of Node's `listen EADDRINUSE`. npm start and npm run dev check before they build (a
 * minute's build for nothing otherwise); the server says the same if the port is taken meanwhile.
 */
import { createServer } from 'node:net';

/** The command this process was started with, as a person would type it again. */
function command(env: NodeJS.ProcessEnv): string {
  const script = env.npm_lifecycle_event;
  if (script === 'start') return 'npm start';
  if (script && script !== 'npx') return `npm run ${script}`;
  return 'npm start';
}

export function busyPortMessage(port: number, env: NodeJS.ProcessEnv = process.env): string {
  const other = port === 3000 ? 3001 : port + 1;
  return (
    `Port ${port} is busy: another program is listening on it (perhaps another npm start or npm run dev).\n` +
    `Stop that program, or pick another port: PORT=${other} ${command(env)}`
  );
}

export const isBusyPortError = (error: unknown): boolean => (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE';

/** True when nothing listens on host:port yet (the server then binds it a moment later). */
export function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(!isBusyPortError(error)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** Before a script builds: exits with the message when the server's port is taken. */
export async function exitIfPortBusy(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const port = env.PORT?.trim() ? Number(env.PORT) : 3000;
  if (!Number.isInteger(port) || port <= 0) return; // the server's own check says what is wrong with PORT
  if (await portIsFree(port, env.HOST || '127.0.0.1')) return;
  console.error(busyPortMessage(port, env));
  process.exit(1);
}
