import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryJsonSchema } from './json-schema.ts';
import { imageFiles } from './image-files.ts';
import { duplicateKeyProblems, explainSyntaxError } from './json-syntax.ts';
import { locator, pointerTokens } from './locate.ts';
import { formatProblem, type Problem } from './problem.ts';
import { salvage } from './salvage.ts';
import { registrySchema, type Registry } from './schema.ts';
import { semanticProblems } from './semantics.ts';
import { readRegistrySource, withoutBom } from './source.ts';
import { structuralProblems } from './structure.ts';
import { todoProblems } from './todos.ts';

export const defaultAssetsDir = fileURLToPath(new URL('../assets/images', import.meta.url));

export type CheckResult = { ok: true; registry: Registry } | { ok: false; errors: string[] };

export interface CheckOptions {
  file?: string;
  assetsDir?: string;
  /** For a build that publishes: refuse texts still reading "TODO: …" (src/registry/todos.ts). */
  publishing?: boolean;
  /** Structure problems found already (npm run validate asks ajv-cli), used instead of checking again. */
  structural?: Problem[];
}

/**
 * Checks registry source text: JSON syntax and duplicate keys, then structure (ajv, the JSON Schema), then semantics.
 * Returns the typed registry, or every error as `pages.json:LINE:COL  /json/path  message`, in file order.
 * A structure problem in a section or page does not hide the problems of the rest of the file
 * (salvage.ts): the author gets them all in one run instead of one kind per run.
 */
export function checkRegistrySource(text: string, options: CheckOptions = {}): CheckResult {
  const file = options.file ?? 'pages.json';
  const source = withoutBom(text);
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
  // Problems in pages.json in file order, then those inside Markdown bodies, by file and place.
  const format = (problems: Problem[]) =>
    problems
      .filter((problem) => !problem.silent)
      .map((problem) => (problem.at ? { problem, ...problem.at } : { problem, file, ...locate(problem.pointer) }))
      .sort((a, b) => Number(a.file !== file) - Number(b.file !== file) || a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
      .map(({ problem, file: where, line, column }) => formatProblem(where, line, column, problem));

  const assetsDir = options.assetsDir ?? defaultAssetsDir;
  let files: string[] | undefined;
  const structural = options.structural ?? structuralProblems(registryJsonSchema(), data, { imageFiles: () => (files ??= imageFiles(assetsDir)) });
  const checkable = salvage(data, structural);
  if (!checkable) return { ok: false, errors: format(structural) };

  // The JSON Schema is generated from the zod schema, so this parse only adds types and defaults.
  const parsed = registrySchema.safeParse(checkable.data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ pointer: checkable.original('/' + issue.path.join('/')), message: issue.message }));
    return { ok: false, errors: format(structural.length ? structural : issues) };
  }

  const semantic = semanticProblems(parsed.data, { assetsDir, partialPages: checkable.partialPages, root: dirname(file), publishing: options.publishing })
    .map((problem) => ({ ...problem, pointer: checkable.original(problem.pointer) }))
    .filter((problem) => !namesDroppedPage(data, problem, checkable.droppedPages));
  const publishing = options.publishing ? [...todoProblems(data), ...unroutedPageProblems(parsed.data)] : [];
  const problems = [...structural, ...semantic, ...publishing];
  if (problems.length) return { ok: false, errors: format(problems) };
  return { ok: true, registry: parsed.data };
}

/**
 * A page no route shows has no address: the build skips it, and an author who wrote it would think
 * it live. `npm run dev` still previews the rest; a build that publishes refuses it.
 */
function unroutedPageProblems(registry: Registry): Problem[] {
  const shown = new Set([registry.notFoundPage, ...registry.routes.flatMap((route) => (route.page ? [route.page] : []))]);
  return Object.keys(registry.pages)
    .filter((id) => !shown.has(id))
    .map((id) => ({
      pointer: `/pages/${id.replace(/~/g, '~0').replace(/\//g, '~1')}`,
      message: `page "${id}" has no route, so it has no address and would not be published. Add one to "routes": { "id": "${id}", "path": "/…", "title": "… | ${registry.site.name}", "page": "${id}" }, or delete the page.`,
    }));
}

/** A route showing a page left out of the later checks does show a page: the page's own problems say what is wrong. */
function namesDroppedPage(data: unknown, problem: Problem, dropped: Set<string>): boolean {
  const value = pointerTokens(problem.pointer).reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], data);
  return typeof value === 'string' && dropped.has(value);
}

export function checkRegistryFile(path: string, options: Omit<CheckOptions, 'file'> = {}): CheckResult {
  return checkRegistrySource(readRegistrySource(path), { file: path, ...options });
}
