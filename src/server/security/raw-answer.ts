/**
 * Answers written straight to the socket, for requests Fastify never sees: Node's parser refusing
 * one (a malformed request line, headers over the size limit) or a body too slow to arrive. They
 * carry the same security headers as every other answer, and close the connection.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { TLSSocket } from 'node:tls';
import { errorBody } from '../http/reply.ts';
import { CLIENT_MESSAGES } from './errors.ts';
import { HSTS, STATIC_HEADERS } from './headers.ts';

export function rawAnswer(status: number, socket: Duplex): string {
  const body = JSON.stringify(errorBody(CLIENT_MESSAGES[status] ?? 'The request could not be read'));
  const headers: Record<string, string> = {
    ...STATIC_HEADERS,
    ...((socket as TLSSocket).encrypted ? { 'strict-transport-security': HSTS } : {}),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Fastify's `clientErrorHandler`: Node's own 400/408/431, with the site's headers. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A connection reset leaves nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  if (socket.writable) socket.write(rawAnswer(status, socket));
  socket.destroy();
}
