import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A port for a server a test starts later, often after a build of half a minute. Taken below the
 * system's ephemeral range: a port from listen(0) goes back into that range when the probe closes,
 * and another test's server asking for port 0 could be given it before ours binds. Then the test
 * talked to that other server (the rebuild test in tests/scripts/start.test.ts read another site's
 * page under full-suite load).
 */
export async function freePort(): Promise<number> {
  const [lowestEphemeral] = ephemeralRange();
  const floor = 10_000;
  const ceiling = Math.max(floor + 1000, lowestEphemeral);
  for (;;) {
    const port = floor + Math.floor(Math.random() * (ceiling - floor));
    if (await isFree(port)) return port;
  }
}

function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // not Linux: the usual IANA range
  }
  return [49152, 65535];
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}
