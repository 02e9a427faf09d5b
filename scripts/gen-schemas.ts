// Writes schemas/*.schema.json from the zod sources. A test fails when the committed files drift.
import { mkdirSync, writeFileSync } from 'node:fs';
import { blockJsonSchemas, registryJsonSchema } from '../src/registry/json-schema.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export function generatedSchemaFiles(): Record<string, string> {
  const files: Record<string, string> = { 'schemas/pages.schema.json': json(registryJsonSchema()) };
  for (const [type, schema] of Object.entries(blockJsonSchemas())) files[`schemas/blocks/${type}.schema.json`] = json(schema);
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync('schemas/blocks', { recursive: true });
  for (const [file, content] of Object.entries(generatedSchemaFiles())) writeFileSync(file, content);
  console.log(`Wrote ${Object.keys(generatedSchemaFiles()).length} schema files to schemas/.`);
}
