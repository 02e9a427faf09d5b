import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { didYouMean, suggestion } from './did-you-mean.ts';
import { wrongForm, type FormContext } from './wrong-form.ts';
import { pointerTokens } from './locate.ts';
import type { Problem } from './problem.ts';

/**
 * Structural checks with ajv against the generated JSON Schema: the same engine `npm run validate`
 * runs through ajv-cli, so the build, the dev server and CI agree. Ajv's errors are turned into
 * sentences an author can act on.
 */
export function structuralProblems(schema: Record<string, unknown>, data: unknown, files: Pick<FormContext, 'imageFiles'> = {}): Problem[] {
  const validate = compiled(schema);
  if (validate(data)) return [];
  return explainAjvErrors(validate.errors ?? [], schema, data, files);
}

// Compiling the registry's schema takes seconds; the dev server and the tests check many times.
const validators = new WeakMap<object, ValidateFunction>();
function compiled(schema: Record<string, unknown>): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    validate = ajv.compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

/**
 * Also used on ajv-cli's `--errors=json` output, which has neither the failing value nor the
 * schema: both are looked up from the error's paths.
 */
export function explainAjvErrors(errors: ErrorObject[], schema: unknown, data: unknown, files: Pick<FormContext, 'imageFiles'> = {}): Problem[] {
  // `if` errors only say a `then` failed; the failing branch reports the real cause itself.
  const useful = errors.filter((error) => error.keyword !== 'if');
  const seen = new Set<string>();
  const problems: Problem[] = [];
  // A choice between plain values (3 or 4, "left" or "right") is one sentence, not a line per option.
  const choices = useful.flatMap((error) => {
    if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return [];
    const options = at(schema, error.schemaPath.replace(/^#/, '')) as unknown[] | undefined;
    const values = Array.isArray(options) ? options.map(plainOption) : [];
    return values.length && values.every((value) => value !== undefined) ? [{ error, values: values as string[] }] : [];
  });
  for (const { error, values } of choices) {
    problems.push({ pointer: error.instancePath, message: `must be ${values.join(' or ')}, found ${describeValue(at(data, error.instancePath))}.` });
    seen.add(error.instancePath + '#choice');
  }
  const insideChoice = (error: ErrorObject) =>
    choices.some((choice) => error === choice.error || (error.instancePath === choice.error.instancePath && error.schemaPath.startsWith(choice.error.schemaPath + '/')));
  const routePaths = ((data as { routes?: { path?: unknown }[] } | undefined)?.routes ?? []).flatMap((route) => (typeof route?.path === 'string' ? [route.path] : []));
  const context: FormContext = { routePaths, ...files };
  const parentOf = (error: ErrorObject) => (at(schema, error.schemaPath.replace(/^#/, '').split('/').slice(0, -1).join('/')) ?? {}) as SchemaNode;
  // "headling" (did you mean "heading"?) also leaves "heading" missing: one message says both.
  const misspelt = new Set(
    useful.flatMap((error) => {
      if (error.keyword !== 'additionalProperties') return [];
      const meant = didYouMean(String(error.params.additionalProperty), Object.keys(parentOf(error).properties ?? {}));
      return meant ? [`${error.instancePath}/${meant}`] : [];
    }),
  );
  for (const error of useful) {
    if (insideChoice(error)) continue;
    const parent = parentOf(error);
    const problem = explain(error, parent, at(data, error.instancePath), context);
    if (error.keyword === 'required' && misspelt.has(`${error.instancePath}/${String(error.params.missingProperty)}`)) problem.silent = true;
    const key = problem.pointer + problem.message;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const token of pointerTokens(pointer)) node = (node as Record<string, unknown> | undefined)?.[token];
  return node;
}

/** The part of a JSON Schema node that the messages quote. */
interface SchemaNode {
  description?: string;
  properties?: Record<string, { description?: string; enum?: unknown[] }>;
  required?: string[];
  /** A section's blocks (json-schema.ts): `if` its "type" is this, `then` these props. */
  allOf?: { if?: { properties?: { type?: { const?: string } } }; then?: SchemaNode }[];
}

function explain(error: ErrorObject, parent: SchemaNode, value: unknown, context: FormContext): Problem {
  const pointer = error.instancePath;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const known = Object.keys(parent.properties ?? {});
      const meant = didYouMean(name, known);
      return {
        pointer: `${pointer}/${name}`,
        unknownProperty: true,
        message: meant ? `unknown property "${name}". Did you mean "${meant}"?` : `unknown property "${name}". Allowed here: ${known.join(', ')}.`,
      };
    }
    case 'required': {
      const name = String(error.params.missingProperty);
      if (name === 'type' && parent.allOf) return { pointer, message: missingBlockType(parent, value) };
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
      return { pointer, message: wrongForm(String(error.params.pattern), value, context) ?? `${JSON.stringify(value)} is not in the expected form. ${parent.description ?? ''}`.trim() };
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

/**
 * A section without "type": the block it most likely is, from its fields. A block fits when it has
 * every field the section has; of those, the one for which the section has the most of its required
 * fields, then the one with the fewest fields (the closest fit). Its help text listing every block
 * ran to thousands of characters.
 */
function missingBlockType(section: SchemaNode, value: unknown): string {
  const fields = Object.keys(value && typeof value === 'object' ? value : {}).filter((field) => field !== 'id');
  const fits = (section.allOf ?? [])
    .flatMap(({ if: condition, then }) => {
      const type = condition?.properties?.type?.const;
      const props = Object.keys(then?.properties ?? {});
      if (!type || !fields.length || !fields.every((field) => props.includes(field))) return [];
      const required = (then?.required ?? []).filter((field) => field !== 'type');
      const missing = required.filter((field) => !fields.includes(field)).length;
      return [{ type, missing, matched: required.length - missing, size: props.length }];
    })
    .sort((a, b) => a.missing - b.missing || b.matched - a.matched || a.size - b.size);
  const best = fits[0];
  if (best && best.missing === 0) return `missing "type", which says which block this section is: add "type": "${best.type}" (its fields are that block's).`;
  const types = (section.properties?.type?.enum ?? []).map(String);
  return `missing "type", which says which block this section is: add "type": "…" with one of ${types.join(', ')} (the block catalogue, /dev/blocks in npm run dev, shows each).`;
}

/** "3", "\"left\"" or "a number" for an option that is a plain value or type; undefined otherwise. */
function plainOption(option: unknown): string | undefined {
  const node = option as Record<string, unknown> | undefined;
  if (!node || typeof node !== 'object') return undefined;
  if ('const' in node) return JSON.stringify(node.const);
  if (Array.isArray(node.enum)) return node.enum.map((value) => JSON.stringify(value)).join(' or ');
  if (typeof node.type === 'string' && ['string', 'number', 'integer', 'boolean', 'null'].includes(node.type) && Object.keys(node).every((key) => key === 'type' || key === 'description')) return article(node.type);
  return undefined;
}

/** `the string "4"`, `the number 5`, `true`, `a list`: what the author wrote, quoted. */
function describeValue(value: unknown): string {
  if (typeof value === 'string') return `the string ${JSON.stringify(value)}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean' || value === null) return String(value);
  return describe(value);
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);
function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  return article(typeof value);
}
