// npm run test:durations: runs the whole suite and keeps each file's duration in
// tests/setup/durations.json, which the longest-first ordering reads (tests/setup/longest-first.ts).
// Pass a vitest JSON report instead (`-- report.json`) to take the durations from a run already made.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

interface VitestJson {
  testResults: { name: string; startTime: number; endTime: number }[];
}

let report = process.argv[2];
if (!report) {
  report = join(mkdtempSync(join(tmpdir(), 'test-durations-')), 'report.json');
  spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { stdio: 'inherit' });
}
const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
const seconds = Object.fromEntries(
  json.testResults
    .map((file) => [relative(process.cwd(), file.name), Math.round((file.endTime - file.startTime) / 100) / 10] as const)
    .sort(([, a], [, b]) => b - a),
);
writeFileSync(new URL('../tests/setup/durations.json', import.meta.url), `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`[test:durations] ${Object.keys(seconds).length} files timed; slowest: ${Object.entries(seconds).slice(0, 3).map(([file, s]) => `${file} ${s} s`).join(', ')}`);
