// npm run new -- page /industries/energy-utilities --template industry [--title "Energy & Utilities"]
// npm run new -- block stats
// Starts a page (route, page from a template with TODO texts, menu entries) or a block folder.
import { writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname } from 'node:path';
import { pageTemplates, type TemplateName } from '../src/registry/templates.ts';
import { addPage } from './scaffold/page.ts';
import { addBlock } from './scaffold/block.ts';
import { readRegistrySource } from '../src/registry/source.ts';

const [kind, name, ...rest] = process.argv.slice(2);
const option = (flag: string) => {
  const index = rest.indexOf(flag);
  return index >= 0 ? rest[index + 1] : undefined;
};
const usage = `Usage:
  npm run new -- page /path/of/page --template NAME [--title "Page name"]
  npm run new -- block TYPE
Templates: ${Object.entries(pageTemplates).map(([template, { purpose }]) => `\n  ${template.padEnd(11)} ${purpose}`).join('')}`;

try {
  if (kind === 'page' && name) {
    const registryFile = option('--registry') ?? process.env.REGISTRY_FILE ?? 'pages.json';
    const registry = JSON.parse(readRegistrySource(registryFile));
    const added = addPage(registry, { path: name, template: (option('--template') ?? 'basic') as TemplateName, title: option('--title'), root: dirname(registryFile) });
    writeFileSync(registryFile, JSON.stringify(registry, null, 2) + '\n');
    console.log(`Added to ${registryFile}:\n${added.map((line) => `  - ${line}`).join('\n')}`);
    console.log(`\nNext: replace every "TODO:" text in ${registryFile} (search for TODO), then npm run validate.\nThe tests refuse TODO texts, so the page cannot ship half-written.`);
  } else if (kind === 'block' && name) {
    const added = addBlock(name);
    console.log(`Added:\n${added.map((line) => `  - ${line}`).join('\n')}`);
    const schemas = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen-schemas.ts'], { stdio: 'inherit' });
    if (schemas.status !== 0) process.exit(1);
    console.log(`\nNext: write the block's description (src/blocks/${name}/schema.ts; the tests fail while it reads "TODO:"), schema and component,\nthen use it in pages.json as { "type": "${name}", … }. The block catalogue (npm run dev, /dev/blocks) shows it with its example.`);
  } else {
    console.log(usage);
    process.exit(kind ? 1 : 0);
  }
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(1);
}
