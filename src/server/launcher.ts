/**
 * `npx tsx src/server/main.ts` runs npm → sh -c → tsx → node (this process). A SIGTERM to npx is
 * passed to the shell, and a shell that forks rather than execs its command (Debian's dash) dies
 * of it without passing it on: tsx and the server would keep running and hold the port, with no
 * process left that anyone would think to stop. So the server watches what started it: when its
 * parent, or the parent of the tsx wrapper that started it, goes away, it stops as on SIGTERM.
 * Linux reads the process table from /proc; elsewhere only the parent is watched.
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

/** Calls `onGone` once when a launcher of this process has exited; returns a function that stops watching. */
export function watchLaunchers(onGone: () => void, intervalMs = 1000): () => void {
  const parent = process.ppid;
  const wrapperParent = isTsxWrapper(parent) ? parentOf(parent) : undefined;
  const timer = setInterval(() => {
    if (process.ppid !== parent || (wrapperParent !== undefined && parentOf(parent) !== wrapperParent)) {
      clearInterval(timer);
      onGone();
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
