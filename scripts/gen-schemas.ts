// Writes schemas/*.schema.json from the zod sources, and deletes the schema of a block that no
// longer exists (an editor would still offer its fields). A test fails when the committed files drift.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockJsonSchemas, registryJsonSchema } from '../src/registry/json-schema.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export function generatedSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = { 'schemas/pages.schema.json': json(registryJsonSchema()) };
  for (const [type, schema] of Object.entries(blockJsonSchemas())) files[`schemas/blocks/${type}.schema.json`] = json(schema);
  return files;
}

/** Block schema files under `root` that no block generates any more (a block removed or renamed). */
export function orphanSchemaFiles(root = '.'): string[] {
  const dir = join(root, 'schemas/blocks');
  if (!existsSync(dir)) return [];
  const generated = new Set(Object.keys(generatedSchemaFiles()));
  return readdirSync(dir)
    .map((name) => `schemas/blocks/${name}`)
    .filter((file) => file.endsWith('.schema.json') && !generated.has(file));
}

/** Writes every schema under `root` and deletes the orphans; returns the files deleted. */
export function writeSchemas(root = '.'): string[] {
  mkdirSync(join(root, 'schemas/blocks'), { recursive: true });
  for (const [file, content] of Object.entries(generatedSchemaFiles())) writeFileSync(join(root, file), content);
  const orphans = orphanSchemaFiles(root);
  for (const file of orphans) rmSync(join(root, file));
  return orphans;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const deleted = writeSchemas();
  console.log(`Wrote ${Object.keys(generatedSchemaFiles()).length} schema files to schemas/.${deleted.length ? ` Deleted ${deleted.join(', ')} (no such block).` : ''}`);
}
