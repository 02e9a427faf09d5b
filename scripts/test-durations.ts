// npm run test:durations: runs the whole suite and keeps each file's duration in
// tests/setup/durations.json, which the longest-first ordering reads (tests/setup/longest-first.ts).
// Pass the saved output of a run instead (`-- ci.log`, e.g. what .ci/run printed) to take the
// durations from a run already made.
//
// The durations are the ones vitest prints per file, which include the file's set-up (a site built
// in beforeAll): a JSON report's start and end times leave that out, and ranked files that spend
// half a minute building as 3-second files, so they ran last and drew out the end of the run.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileDurations } from './durations-of-run.ts';

async function runSuite(): Promise<string> {
  const vitest = spawn('npx', ['vitest', 'run'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  vitest.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk;
  });
  await new Promise((resolve) => vitest.on('close', resolve));
  return output;
}

const saved = process.argv[2];
const seconds = fileDurations(saved ? readFileSync(saved, 'utf8') : await runSuite());
if (Object.keys(seconds).length === 0) {
  console.error('[test:durations] no file durations found: is this the output of a vitest run?');
  process.exit(1);
}
writeFileSync(new URL('../tests/setup/durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`[test:durations] ${Object.keys(seconds).length} files timed; slowest: ${Object.entries(seconds).slice(0, 3).map(([file, s]) => `${file} ${s} s`).join(', ')}`);
