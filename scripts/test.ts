// npm test: the type check and the lint run beside the tests instead of before them. Each is a
// single-threaded minute that left the other core idle while it ran; beside the site build and the
// first test files both cores stay busy. Their output is kept and printed after vitest's summary
// (in full when they fail), and the command fails when any of the three fails.
import { spawn } from 'node:child_process';

interface Check {
  name: string;
  code: number;
  output: string;
}

function check(name: string, command: string, args: string[]): Promise<Check> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ name, code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const checks = Promise.all([check('tsc -p .', 'npx', ['tsc', '-p', '.']), check('npm run lint', 'npm', ['run', '--silent', 'lint'])]);
const vitest = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
const testsCode = await new Promise<number>((resolve) => vitest.on('close', (code) => resolve(code ?? 1)));

let failed = testsCode !== 0;
for (const { name, code, output } of await checks) {
  if (code === 0) {
    console.log(`[npm test] ${name}: passed`);
  } else {
    failed = true;
    console.log(`[npm test] ${name}: FAILED\n${output}`);
  }
}
process.exit(failed ? 1 : 0);
