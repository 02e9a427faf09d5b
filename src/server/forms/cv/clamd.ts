/**
 * Asks a ClamAV daemon about a file (CLAMD_URL, `tcp://host:port`) with its INSTREAM command:
 * `zINSTREAM\0`, then the bytes in chunks, each preceded by its length as a 4-byte big-endian
 * number, then a zero length; clamd answers one NUL-terminated line, `stream: OK` or
 * `stream: <signature> FOUND`. Anything else (no connection, a timeout, an ERROR line such as
 * its StreamMaxLength being exceeded) is a failed scan, which the caller refuses (fails closed).
 */
import { connect } from 'node:net';

export type ScanResult = { clean: true } | { clean: false; signature: string };

const CHUNK = 64 * 1024;

export function scanWithClamd(url: string, bytes: Buffer, timeoutMs = 30_000): Promise<ScanResult> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) || 3310 });
    const chunks: Buffer[] = [];
    const fail = (error: Error) => (socket.destroy(), reject(error));
    socket.setTimeout(timeoutMs, () => fail(new Error(`clamd did not answer within ${timeoutMs} ms`)));
    socket.on('error', fail);
    socket.on('connect', () => {
      socket.write('zINSTREAM\0');
      for (let at = 0; at < bytes.length; at += CHUNK) {
        const chunk = bytes.subarray(at, at + CHUNK);
        const length = Buffer.alloc(4);
        length.writeUInt32BE(chunk.length);
        socket.write(length);
        socket.write(chunk);
      }
      socket.write(Buffer.alloc(4));
    });
    // The answer ends with a NUL; clamd then closes the connection, but the NUL is enough.
    const finish = () => {
      const reply = Buffer.concat(chunks).toString('utf8').replace(/\0.*$/s, '').trim();
      socket.destroy();
      const found = /^stream: (.+) FOUND$/.exec(reply);
      if (found) resolve({ clean: false, signature: found[1]! });
      else if (reply === 'stream: OK') resolve({ clean: true });
      else reject(new Error(`clamd answered "${reply.slice(0, 200)}"`));
    };
    socket.on('data', (data) => {
      chunks.push(data);
      if (data.includes(0)) finish();
    });
    socket.on('end', finish);
  });
}
