/**
 * `npx tsx src/server/main.ts` runs npm → sh -c → tsx → node (this process). A SIGTERM to npx is
 * passed to the shell, and a shell that forks rather than execs its command (Debian's dash) dies
 * of it without passing it on: tsx and the server would keep running and hold the port, with no
 * process left that anyone would think to stop. So a server started by tsx watches it: when the
 * wrapper, or the process that started the wrapper, goes away, it stops as on SIGTERM. Linux only
 * (the process table is read from /proc); elsewhere sh execs its command and the signal arrives.
 */
import { readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // "pid (command) state ppid …": the command may hold spaces and parentheses, so read after the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function isTsxWrapper(pid: number): boolean {
  try {
    return /(^|\/)(tsx|tsx\/dist\/cli\.m?js)\0/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

/**
 * Calls `onGone` once when the tsx wrapper that started this process, or the process that started
 * the wrapper, has exited; returns a function that stops watching. Only under tsx: a server
 * started by node itself, by npm (which passes signals on) or under nohup keeps running as before.
 */
export function watchLaunchers(onGone: () => void, intervalMs = 1000): () => void {
  const wrapper = process.ppid;
  const wrapperParent = isTsxWrapper(wrapper) ? parentOf(wrapper) : undefined;
  if (wrapperParent === undefined) return () => {};
  const timer = setInterval(() => {
    if (process.ppid !== wrapper || parentOf(wrapper) !== wrapperParent) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
