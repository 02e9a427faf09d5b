import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blocks } from '../../src/blocks/index.ts';
import { defaultAssetsDir } from '../../src/registry/check.ts';
import { PATH_PATTERN } from '../../src/registry/fields.ts';
import { wrongForm } from '../../src/registry/wrong-form.ts';
import { blockJsonSchemas } from '../../src/registry/json-schema.ts';
import { pageTemplates, type TemplateName } from '../../src/registry/templates.ts';
import { addMenuEntry } from './menu.ts';
import { childSchema, placeholder, type FieldSchema } from './placeholder.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages.json as parsed JSON, edited in place; the registry check validates the result
type RawJson = any;
type RawRegistry = RawJson;

/** Fields whose text an author writes; everything else in a block example (links, images, ids, choices) is kept. */
const WRITTEN = new Set(['eyebrow', 'heading', 'intro', 'text', 'name', 'description', 'title', 'summary', 'tag', 'quote', 'value', 'label']);
/** Parts of an example kept as they are: buttons and the engagement offer follow site-wide rules. */
const KEPT = new Set(['actions', 'action', 'offer', 'image', 'background', 'industries', 'items:testimonials', 'awards']);

export interface NewPage {
  path: string;
  template: TemplateName;
  /** The name of the page, e.g. "Energy & Utilities"; derived from the path when absent. */
  title?: string;
}

/**
 * Adds a route, a page built from the template's blocks (their example data, with every text an
 * author writes replaced by a "TODO:" line saying what to write) and its menu entries. An industry
 * page is also added to shared.industries, which lists it on /industries and in the contact form.
 * Returns what it added, for the command to report.
 */
export function addPage(registry: RawRegistry, request: NewPage): string[] {
  const template = pageTemplates[request.template];
  if (!template) throw new Error(`unknown template "${request.template}". Templates: ${Object.keys(pageTemplates).join(', ')}.`);
  if (!/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(request.path)) throw new Error(wrongForm(PATH_PATTERN.source, request.path, { routePaths: [] }));
  if (registry.routes.some((route: { path: string }) => route.path === request.path)) throw new Error(`${request.path} is already a route.`);
  const slug = request.path.split('/').at(-1)!;
  const title = request.title ?? slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  const id = uniqueId(registry, request.template === 'industry' ? `industry-${slug}` : request.path.slice(1).replace(/\//g, '-'));

  const schemas = blockJsonSchemas() as Record<string, FieldSchema>;
  const sections = template.sections.map((type) => {
    const block = blocks.find((candidate) => candidate.type === type);
    if (!block) throw new Error(`template "${request.template}" uses the block "${type}", which is not in src/blocks/index.ts.`);
    const section = placeholders(structuredClone(block.example), schemas[type]) as Record<string, RawJson>;
    const count = (template as { items?: Record<string, number> }).items?.[type];
    const list = Object.keys(section).find((key) => Array.isArray(section[key]) && typeof section[key][0] === 'object' && !KEPT.has(key));
    if (count && list) section[list] = Array.from({ length: count }, (_, index) => section[list][index % section[list].length]);
    return section;
  });
  const hero = sections[0]!;
  // The page's name above its heading, where the opening block has one (coming-soon and not-found do not).
  if (schemas[hero.type]?.properties?.eyebrow) hero.eyebrow = title;
  // A page that does not sell (a legal document) offers no Get started or Contact us buttons.
  if (!template.sells) delete hero.actions;
  const closing = (template as { closingHeading?: string }).closingHeading;
  if (closing) sections.at(-1)!.heading = closing;

  // The template is written on the page: it decides the page's look and which buttons it must offer.
  registry.pages[id] = { template: request.template, description: `TODO: what ${title} offers, in 50 to 170 characters, for search results and link previews.`, sections };
  // The tab title is at most 70 characters: without the site name rather than with a word cut off.
  const tabTitle = `${title} | ${registry.site.name}`;
  registry.routes.push({ id, path: request.path, title: tabTitle.length <= 70 ? tabTitle : title, page: id });
  const added = [`route ${request.path}`, `page "${id}" (template ${request.template}: ${template.sections.join(', ')})`];

  if (request.template === 'industry') {
    const picture = existsSync(join(defaultAssetsDir, `industries/${slug}.svg`)) ? `industries/${slug}.svg` : 'services/industries.svg';
    registry.shared.industries[slug] = { title, summary: `TODO: one or two sentences on what Northbeam does for ${title}.`, image: { src: picture, alt: '' }, path: request.path };
    added.push(`shared.industries.${slug} (listed on the /industries page and in the contact form)`);
  }
  const menus = addMenuEntry(registry.menus, { id, title, path: request.path });
  added.push(menus ? `a link in ${menus} menu list(s) beside its sibling pages` : 'no menu entry (no menu links to a sibling page; add one by hand if readers should find it)');
  return added;
}

/** The example with every written text replaced by a TODO line saying what to write, within the field's limit. */
function placeholders(value: unknown, schema: FieldSchema | undefined, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => placeholders(item, childSchema(schema, value, 0), key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, KEPT.has(name) ? child : placeholders(child, childSchema(schema, value, name), name)]));
  }
  if (typeof value === 'string' && WRITTEN.has(key)) return placeholder(key, schema);
  return value;
}

function uniqueId(registry: RawRegistry, wanted: string): string {
  let id = wanted;
  for (let n = 2; id in registry.pages || registry.routes.some((route: { id: string }) => route.id === id); n++) id = `${wanted}-${n}`;
  return id;
}
