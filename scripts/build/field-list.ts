import { z } from 'zod';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a generated JSON Schema node: any of its many keywords may be read
type JsonSchema = Record<string, any>;

/**
 * Every field of a block, nested ones included, as one line each: its path as written in
 * pages.json (`items[].image.src`), whether it is optional, what it takes, and its help text.
 * Read from the JSON Schema that zod generates, so it can never differ from what is checked.
 */
export function fieldList(schema: z.ZodType): string[] {
  const root = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  const lines: string[] = [];
  const visit = (node: JsonSchema, prefix: string) => {
    const object = resolve(root, node);
    for (const [name, raw] of Object.entries<JsonSchema>(object.properties ?? {})) {
      if (prefix === '' && name === 'type') continue;
      const property = resolve(root, raw);
      const path = `${prefix}${name}`;
      const optional = (object.required ?? []).includes(name) ? '' : ' (optional)';
      // The help text ends with the limit for editors' tooltips; here the kind already says it.
      const help = String(property.description ?? '').replace(/ At most [\d,]+ characters\.$/, '');
      lines.push(`${path}${optional}: ${kind(root, property)}.${help ? ` ${help}` : ''}`);
      nested(property, path);
    }
  };
  const nested = (property: JsonSchema, path: string) => {
    if (property.type === 'object') visit(property, `${path}.`);
    if (property.type === 'array' && property.items) {
      const items = resolve(root, property.items);
      const options: JsonSchema[] = items.oneOf ?? items.anyOf ?? [];
      if (options.length) for (const option of options.map((candidate) => resolve(root, candidate))) visit(option, `${path}[] with "type": ${JSON.stringify(option.properties?.type?.const)}: `);
      else if (items.type === 'object') visit(items, `${path}[].`);
    }
  };
  visit(root, '');
  return lines;
}

function resolve(root: JsonSchema, node: JsonSchema): JsonSchema {
  if (typeof node?.$ref !== 'string') return node ?? {};
  const target = node.$ref.replace(/^#\//, '').split('/').reduce((at: JsonSchema, key: string) => at?.[key], root);
  return { ...target, ...node, $ref: undefined };
}

/** What a field takes, in words: "one of "primary", "secondary"", "a list of 2–9", "a site link". */
function kind(root: JsonSchema, node: JsonSchema): string {
  if (node['x-kind'] === 'link') return 'a link (site path, #anchor, https:, mailto: or tel:)';
  if (node['x-kind'] === 'asset') return 'an image file under src/assets/images';
  if (node['x-shared']) return `the id of an entry in shared.${node['x-shared']}`;
  if (node.const !== undefined) return `exactly ${JSON.stringify(node.const)}`;
  if (Array.isArray(node.enum)) return `one of ${node.enum.map((value: unknown) => JSON.stringify(value)).join(', ')}`;
  const options: JsonSchema[] | undefined = node.anyOf ?? node.oneOf;
  if (options?.every((option) => option.const !== undefined)) return `one of ${options.map((option) => JSON.stringify(option.const)).join(', ')}`;
  if (node.type === 'array') {
    const count = node.minItems === node.maxItems && node.minItems !== undefined ? `exactly ${node.minItems}` : node.maxItems !== undefined ? `${node.minItems ?? 0} to ${node.maxItems}` : node.minItems ? `at least ${node.minItems}` : 'any number of';
    return `a list of ${count} ${itemKind(root, resolve(root, node.items ?? {}))}`;
  }
  if (node.type === 'object') return 'an object with the fields below';
  if (node.type === 'string') return node.maxLength ? `text, at most ${node.maxLength} characters` : node.format === 'date' ? 'a date (YYYY-MM-DD)' : 'text';
  if (node.type === 'number' || node.type === 'integer') return node.type === 'integer' ? 'a whole number' : 'a number';
  if (node.type === 'boolean') return 'true or false';
  return 'a value';
}

function itemKind(root: JsonSchema, items: JsonSchema): string {
  if (items.oneOf ?? items.anyOf) return 'items, each one of the kinds below';
  if (items.type === 'object') return 'objects with the fields below';
  return `items, each ${kind(root, items)}`;
}
