/**
 * What the server's log looks like. A person at a terminal (npm start, npm run dev) reads one line
 * per request, `GET /about-us 200 4 ms`, and none for the site's files (scripts, styles, images,
 * the dev server's reload polls); other events as `warn  message key=value`. Production
 * (NODE_ENV=production) and anything that is not a terminal (a log collector, a pipe, the tests)
 * get pino's JSON lines, one object per event, unchanged. LOG_FORMAT=json|pretty chooses either.
 */
export type LogFormat = 'json' | 'pretty';

export function logFormat(env: NodeJS.ProcessEnv, stdoutIsTerminal: boolean): LogFormat {
  if (env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty') return env.LOG_FORMAT;
  return env.NODE_ENV !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

/** The site's own files: a page view is worth a line, each of the files it loads is not. */
export function isSiteFile(path: string): boolean {
  const pathname = path.split('?', 1)[0]!;
  return pathname.startsWith('/assets/') || pathname.startsWith('/__dev/') || /\/[^/]+\.[a-z0-9]+$/i.test(pathname);
}

/** The message the pretty log's request hook writes (src/server/request-lines.ts); the JSON log keeps Fastify's own two. */
export const REQUEST_LINE = 'request';

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };
/** pino's own fields and what the line already shows. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'err', 'method', 'url', 'statusCode', 'ms']);

/** One readable line for one of pino's JSON lines (with its newline), or '' for none. */
export function prettyLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  if (entry.msg === REQUEST_LINE && typeof entry.method === 'string') {
    return `${entry.method} ${String(entry.url)} ${String(entry.statusCode)} ${Math.round(Number(entry.ms))} ms\n`;
  }
  const level = LEVELS[Number(entry.level)] ?? 'info';
  const fields = Object.entries(entry)
    .filter(([key]) => !HIDDEN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { message?: string; stack?: string } | undefined;
  const error = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${level.padEnd(5)} ${String(entry.msg ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}${error}\n`;
}

/** A pino destination that writes readable lines to `out` (the terminal). */
export function prettyStream(out: { write(text: string): unknown } = process.stdout): { write(line: string): void } {
  return {
    write(line: string) {
      const text = prettyLine(line);
      if (text) out.write(text);
    },
  };
}
