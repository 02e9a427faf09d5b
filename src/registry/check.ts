import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { registryJsonSchema } from './json-schema.ts';
import { duplicateKeyProblems, explainSyntaxError } from './json-syntax.ts';
import { locator } from './locate.ts';
import { formatProblem, type Problem } from './problem.ts';
import { registrySchema, type Registry } from './schema.ts';
import { semanticProblems } from './semantics.ts';
import { structuralProblems } from './structure.ts';
import { todoProblems } from './todos.ts';

export const defaultAssetsDir = fileURLToPath(new URL('../assets/images', import.meta.url));

export type CheckResult = { ok: true; registry: Registry } | { ok: false; errors: string[] };

/**
 * Checks registry source text: JSON syntax and duplicate keys, then structure (ajv, the JSON Schema), then semantics.
 * Returns the typed registry, or every error as `pages.json:LINE:COL  /json/path  message`.
 */
export interface CheckOptions {
  file?: string;
  assetsDir?: string;
  /** For a build that publishes: refuse texts still reading "TODO: …" (src/registry/todos.ts). */
  publishing?: boolean;
}

export function checkRegistrySource(source: string, options: CheckOptions = {}): CheckResult {
  const file = options.file ?? 'pages.json';
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    const problem = explainSyntaxError(source, error as Error);
    return { ok: false, errors: [formatProblem(file, problem.line, problem.column, problem)] };
  }
  const duplicates = duplicateKeyProblems(source);
  if (duplicates.length) return { ok: false, errors: duplicates.map((problem) => formatProblem(file, problem.line, problem.column, problem)) };
  const locate = locator(source);
  const format = (problems: Problem[]) =>
    problems.map((problem) => {
      const { line, column } = locate(problem.pointer);
      return formatProblem(file, line, column, problem);
    });

  const structural = structuralProblems(registryJsonSchema(), data);
  if (structural.length) return { ok: false, errors: format(structural) };

  // The JSON Schema is generated from the zod schema, so this parse only adds types and defaults.
  const parsed = registrySchema.safeParse(data);
  if (!parsed.success) return { ok: false, errors: format(parsed.error.issues.map((issue) => ({ pointer: '/' + issue.path.join('/'), message: issue.message }))) };

  const semantic = semanticProblems(parsed.data, { assetsDir: options.assetsDir ?? defaultAssetsDir });
  if (semantic.length) return { ok: false, errors: format(semantic) };
  const todos = options.publishing ? todoProblems(data) : [];
  if (todos.length) return { ok: false, errors: format(todos) };
  return { ok: true, registry: parsed.data };
}

export function checkRegistryFile(path: string, options: Omit<CheckOptions, 'file'> = {}): CheckResult {
  return checkRegistrySource(readFileSync(path, 'utf8'), { file: path, ...options });
}
