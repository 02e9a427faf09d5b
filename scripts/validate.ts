// npm run validate: ajv-cli checks pages.json against the generated JSON Schema, then the checks
// JSON Schema cannot express. Every error is printed as `pages.json:LINE:COL  /json/path  message`.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { checkRegistrySource } from '../src/registry/check.ts';
import { locator } from '../src/registry/locate.ts';
import { formatProblem } from '../src/registry/problem.ts';
import { explainAjvErrors } from '../src/registry/structure.ts';

const file = process.argv[2] ?? 'pages.json';
const schemaFile = 'schemas/pages.schema.json';
const source = readFileSync(file, 'utf8');
const ajvCli = createRequire(import.meta.url).resolve('ajv-cli/dist/index.js');

const ajv = spawnSync(process.execPath, [ajvCli, 'validate', '--spec=draft2020', '-s', schemaFile, '-d', file, '-c', 'ajv-formats', '--strict=false', '--all-errors', '--errors=json'], { encoding: 'utf8' });
if (ajv.status !== 0) {
  const output = ajv.stderr + ajv.stdout;
  const json = output.slice(output.indexOf('['), output.lastIndexOf(']') + 1);
  let errors;
  try {
    errors = JSON.parse(json);
  } catch {
    // Not schema errors (unreadable JSON, a broken schema): the shared checker explains those.
    const result = checkRegistrySource(source, { file });
    console.error(result.ok ? output : result.errors.join('\n'));
    process.exit(1);
  }
  const locate = locator(source);
  const problems = explainAjvErrors(errors, JSON.parse(readFileSync(schemaFile, 'utf8')), JSON.parse(source));
  for (const problem of problems) {
    const { line, column } = locate(problem.pointer);
    console.error(formatProblem(file, line, column, problem));
  }
  console.error(`\n${problems.length} problem(s) in ${file}. The site will not build until they are fixed.`);
  process.exit(1);
}

const result = checkRegistrySource(source, { file });
if (!result.ok) {
  console.error(result.errors.join('\n'));
  console.error(`\n${result.errors.length} problem(s) in ${file}. The site will not build until they are fixed.`);
  process.exit(1);
}
console.log(`${file} is valid: ${result.registry.routes.length} routes, ${Object.keys(result.registry.pages).length} pages.`);
