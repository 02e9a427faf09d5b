import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedSchemaFiles } from '../../scripts/gen-schemas.ts';

describe('generated JSON Schemas', () => {
  it('match the zod sources (run npm run gen:schemas after changing a schema)', () => {
    for (const [file, content] of Object.entries(generatedSchemaFiles())) {
      expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run gen:schemas`).toBe(content);
    }
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
