import { readFileSync } from 'node:fs';
import { portIsFree } from '../../src/server/busy-port.ts';

/**
 * A port for a server a test starts later, often after a build of half a minute. Taken below the
 * system's ephemeral range: a port from listen(0) goes back into that range when the probe closes,
 * and another test's server asking for port 0 could be given it before ours binds; the test would
 * then talk to that other server.
 */
export async function freePort(): Promise<number> {
  const floor = 10_000;
  const ceiling = Math.max(floor + 1000, lowestEphemeralPort());
  for (;;) {
    const port = floor + Math.floor(Math.random() * (ceiling - floor));
    if (await portIsFree(port, '127.0.0.1')) return port;
  }
}

function lowestEphemeralPort(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (low) return low;
  } catch {
    // not Linux: the usual IANA range
  }
  return 49152;
}
