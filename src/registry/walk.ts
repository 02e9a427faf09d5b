import { z } from 'zod';

/**
 * Walks a value that already passed its schema, alongside the zod schema, and reports every value
 * whose schema carries metadata (links, assets, shared references: see fields.ts). One walker
 * serves the checks and the resolver, so a new block gets both by using the field helpers.
 */
export type Visit = (meta: Record<string, unknown>, value: unknown, path: (string | number)[]) => void;

export function walk(schema: z.core.$ZodType, value: unknown, visit: Visit, path: (string | number)[] = []): void {
  const meta = z.globalRegistry.get(schema);
  if (meta) visit(meta as Record<string, unknown>, value, path);
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
      if (value !== undefined && value !== null) walk(def.innerType, value, visit, path);
      return;
    case 'lazy':
      walk(def.getter(), value, visit, path);
      return;
    case 'pipe':
      walk(def.in, value, visit, path);
      return;
    case 'object':
      if (isObject(value)) for (const [key, field] of Object.entries(def.shape)) if (key in value) walk(field, value[key], visit, [...path, key]);
      return;
    case 'record':
      if (isObject(value)) for (const [key, item] of Object.entries(value)) walk(def.valueType, item, visit, [...path, key]);
      return;
    case 'array':
      if (Array.isArray(value)) value.forEach((item, index) => walk(def.element, item, visit, [...path, index]));
      return;
    case 'union': {
      const option = unionOption(def, value);
      if (option) walk(option, value, visit, path);
      return;
    }
  }
}

/**
 * The option of a union that `value` matched. A discriminated union (a page's sections, by
 * "type") is decided by its key, as zod itself does; trying each option's parse instead made
 * walking a 1000-page registry take seconds.
 */
function unionOption(def: z.core.$ZodUnionDef, value: unknown): z.core.$ZodType | undefined {
  const key = (def as { discriminator?: string }).discriminator;
  if (key && isObject(value)) {
    const byKey = def.options.find((option) => (option._zod as { propValues?: Record<string, Set<unknown>> }).propValues?.[key]?.has(value[key]));
    if (byKey) return byKey;
  }
  return def.options.find((candidate) => z.safeParse(candidate, value).success);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
