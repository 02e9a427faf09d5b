import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A new block folder (schema with a help text per field and example data, component, styles) and
 * its line in src/blocks/index.ts. The example renders and validates as written; the description
 * reads "TODO: …", and tests/blocks/descriptions.test.ts fails until the author writes it, so a
 * scaffolded block cannot ship unedited. `npm run gen:schemas` then updates the JSON Schemas.
 */
export function addBlock(type: string, blocksDir = 'src/blocks'): string[] {
  if (!/^[a-z]+(-[a-z]+)*$/.test(type)) throw new Error(`"${type}" is not a block type name: use lower-case words joined by hyphens, e.g. "stats".`);
  const folder = join(blocksDir, type);
  if (existsSync(folder)) throw new Error(`${folder} already exists.`);
  const name = type.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase());
  const variable = name[0]!.toLowerCase() + name.slice(1);
  const title = type[0]!.toUpperCase() + type.slice(1).replace(/-/g, ' ');
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'schema.ts'), schemaFile(type, title));
  writeFileSync(join(folder, 'Block.tsx'), componentFile(type, name));
  writeFileSync(join(folder, 'styles.css'), `/* The "${type}" block. Use the design tokens of src/styles/tokens.css. */\n.${type} .${type}__items { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--space-5); grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr)); }\n.${type}__item h3 { margin: 0 0 var(--space-2); }\n`);

  const indexFile = join(blocksDir, 'index.ts');
  const index = readFileSync(indexFile, 'utf8');
  const imports = [...index.matchAll(/^import .* from '\.\/.*\/schema\.ts';$/gm)].at(-1)!;
  const withImport = index.slice(0, imports.index! + imports[0].length) + `\nimport ${variable} from './${type}/schema.ts';` + index.slice(imports.index! + imports[0].length);
  const withEntry = withImport.replace(/\n\] as const;/, `\n  ${variable},\n] as const;`);
  if (withEntry === withImport) throw new Error(`could not find the list in ${indexFile}; add ${variable} to it by hand.`);
  writeFileSync(indexFile, withEntry);
  return [`${folder}/schema.ts, Block.tsx, styles.css`, `its import and entry in ${indexFile}`];
}

const schemaFile = (type: string, title: string) => `import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, text } from '../../registry/fields.ts';
import { headingProps } from '../common.ts';

// Every field has a help text: editors show it while authors write pages.json, and so does the
// block catalogue at /dev/blocks. Use the helpers of src/registry/fields.ts for links (link()),
// images (image()) and shared items (sharedRef()): they are then checked and resolved for you.
export default defineBlock({
  type: '${type}',
  title: '${title}',
  description: 'TODO: what this block shows and when to use it.',
  props: {
    ...headingProps('${title}'),
    items: z
      .array(
        z.strictObject({
          title: line('The item heading.', 80),
          text: text('One or two sentences.'),
        }),
      )
      .min(1)
      .max(8)
      .describe('One to eight items.'),
  },
  example: {
    heading: '${title}',
    items: [
      { title: 'First item', text: 'What the first item says.' },
      { title: 'Second item', text: 'What the second item says.' },
    ],
  },
});
`;

const componentFile = (type: string, name: string) => `import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading } from '../kit.ts';

export default function ${name}({ id, eyebrow, heading, intro, items }: BlockProps<typeof block>) {
  return (
    <section className="section ${type}" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="${type}__items">
          {items.map((item) => (
            <li key={item.title} className="${type}__item">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
`;
