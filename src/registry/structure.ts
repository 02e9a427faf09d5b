import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { suggestion } from './did-you-mean.ts';
import { pointerTokens } from './locate.ts';
import type { Problem } from './problem.ts';

/**
 * Structural checks with ajv against the generated JSON Schema: the same engine `npm run validate`
 * runs through ajv-cli, so the build, the dev server and CI agree. Ajv's errors are turned into
 * sentences an author can act on.
 */
export function structuralProblems(schema: Record<string, unknown>, data: unknown): Problem[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  const validate = ajv.compile(schema);
  if (validate(data)) return [];
  return explainAjvErrors(validate.errors ?? [], schema, data);
}

/**
 * Also used on ajv-cli's `--errors=json` output, which has neither the failing value nor the
 * schema: both are looked up from the error's paths.
 */
export function explainAjvErrors(errors: ErrorObject[], schema: unknown, data: unknown): Problem[] {
  // `if` errors only say a `then` failed; the failing branch reports the real cause itself.
  const useful = errors.filter((error) => error.keyword !== 'if');
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of useful) {
    const parent = at(schema, error.schemaPath.replace(/^#/, '').split('/').slice(0, -1).join('/'));
    const problem = explain(error, (parent ?? {}) as Record<string, any>, at(data, error.instancePath));
    const key = problem.pointer + problem.message;
    if (!seen.has(key)) seen.add(key), problems.push(problem);
  }
  return problems;
}

function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointerTokens(pointer)) node = (node as Record<string, unknown> | undefined)?.[token];
  return node;
}

function explain(error: ErrorObject, parent: Record<string, any>, value: unknown): Problem {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const known = Object.keys(parent.properties ?? {});
      return {
        pointer: `${pointer}/${name}`,
        message: `unknown property "${name}".${suggestion(name, known)} Allowed here: ${known.join(', ')}.`,
      };
    }
    case 'required': {
      const name = String(error.params.missingProperty);
      const help = parent.properties?.[name]?.description;
      return { pointer, message: `missing required property "${name}"${help ? ` (${help})` : ''}.` };
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]).map(String);
      const word = String(value);
      const what = pointer.endsWith('/type') && pointer.includes('/sections/') ? 'unknown block type' : 'not an allowed value';
      return { pointer, message: `${what} "${word}".${suggestion(word, allowed)} Allowed: ${allowed.join(', ')}.` };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(error.params.allowedValue)}.` };
    case 'pattern':
    case 'format':
      return { pointer, message: `${JSON.stringify(value)} is not in the expected form. ${parent.description ?? error.message ?? ''}`.trim() };
    case 'type':
      return { pointer, message: `must be ${article(String(error.params.type))}, found ${describe(value)}.` };
    case 'minLength':
      return { pointer, message: error.params.limit === 1 ? 'must not be empty.' : `must be at least ${error.params.limit} characters long (it has ${String(value).length}).` };
    case 'maxLength':
      return { pointer, message: `must be at most ${error.params.limit} characters long (it has ${String(value).length}). Shorten it.` };
    case 'minItems':
      return { pointer, message: `needs at least ${error.params.limit} item(s).` };
    case 'maxItems':
      return { pointer, message: `takes at most ${error.params.limit} item(s).` };
    default:
      return { pointer, message: error.message ?? `fails the "${error.keyword}" rule.` };
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return article(typeof value);
}
