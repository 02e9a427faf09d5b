import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedSchemaFiles, orphanSchemaFiles, writeSchemas } from '../../scripts/gen-schemas.ts';

describe('generated JSON Schemas', () => {
  it('match the zod sources (run npm run gen:schemas after changing a schema)', () => {
    for (const [file, content] of Object.entries(generatedSchemaFiles())) {
      expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run gen:schemas`).toBe(content);
    }
    expect(orphanSchemaFiles(), 'schemas of blocks that no longer exist: run npm run gen:schemas').toEqual([]);
  });

  it('npm run gen:schemas deletes the schema of a block that no longer exists', () => {
    const root = mkdtempSync(join(tmpdir(), 'schemas-'));
    mkdirSync(join(root, 'schemas/blocks'), { recursive: true });
    writeFileSync(join(root, 'schemas/blocks/removed-block.schema.json'), '{}\n');
    expect(writeSchemas(root)).toEqual(['schemas/blocks/removed-block.schema.json']);
    expect(existsSync(join(root, 'schemas/blocks/removed-block.schema.json'))).toBe(false);
    expect(existsSync(join(root, 'schemas/blocks/hero.schema.json'))).toBe(true);
  });

  it('give editors help texts and completion for block types', () => {
    const schema = JSON.parse(readFileSync('schemas/pages.schema.json', 'utf8'));
    const section = schema.properties.pages.additionalProperties.properties.sections.items;
    expect(section.properties.type.enum).toContain('hero');
    expect(section.allOf.length).toBe(section.properties.type.enum.length);
    const pages = JSON.parse(readFileSync('pages.json', 'utf8'));
    expect(pages.$schema).toBe('./schemas/pages.schema.json');
    expect(schema.properties.routes.items.properties.path.description).toMatch(/URL path/);
  });
});
