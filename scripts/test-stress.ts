// npm run test:stress: the whole suite while one core spins, as on a machine other work also uses.
// A test that passes on a quiet machine and fails here waits for a clock instead of for what a
// person sees (docs/testing.md). Runs STRESS_RUNS times (default 3) and lists every failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.STRESS_RUNS ?? 3);
const extraArgs = process.argv.slice(2); // e.g. a folder, to stress part of the suite

/** The parts of vitest's JSON report read here. */
interface VitestJson {
  numTotalTests: number;
  testResults: { name: string; status: string; assertionResults: { fullName: string; status: string }[] }[];
}

/** One core busy for as long as the suite runs: a child process in a tight loop. */
function spinOneCore() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const scratch = mkdtempSync(join(tmpdir(), 'test-stress-'));
const results: { run: number; total: number; failures: string[]; seconds: number }[] = [];
for (let run = 1; run <= runs; run++) {
  const spinner = spinOneCore();
  const report = join(scratch, `run-${run}.json`);
  const started = Date.now();
  console.log(`\n[test:stress] run ${run} of ${runs}, one core kept busy`);
  spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extraArgs], { stdio: 'inherit' });
  spinner.kill('SIGKILL');
  const seconds = Math.round((Date.now() - started) / 1000);
  let json: VitestJson;
  try {
    json = JSON.parse(readFileSync(report, 'utf8'));
  } catch {
    results.push({ run, total: 0, failures: ['the run ended without a report (see its output above)'], seconds });
    continue;
  }
  const failures = json.testResults.flatMap((file) => {
    const name = file.name.replace(`${process.cwd()}/`, '');
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${name} > ${test.fullName}`);
    // A file that failed outside its tests (a hook, an import) has no failed test to name.
    return failed.length === 0 && file.status === 'failed' ? [`${name} (the file failed to run)`] : failed;
  });
  results.push({ run, total: json.numTotalTests, failures, seconds });
}
rmSync(scratch, { recursive: true, force: true });

console.log('\n[test:stress] summary');
for (const { run, total, failures, seconds } of results) {
  console.log(`run ${run}: ${total} tests, ${failures.length} failed, ${seconds} s`);
  for (const failure of failures) console.log(`  ✗ ${failure}`);
}
const green = results.filter((result) => result.failures.length === 0).length;
console.log(`${green} of ${runs} runs with 0 failures`);
process.exit(green === runs ? 0 : 1);
