import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { blocks } from '../../src/blocks/index.ts';
import { defaultAssetsDir } from '../../src/registry/check.ts';
import { PATH_PATTERN } from '../../src/registry/fields.ts';
import { withKnownSharedRefs } from '../../src/registry/known-shared-refs.ts';
import { wrongForm } from '../../src/registry/wrong-form.ts';
import { blockJsonSchemas } from '../../src/registry/json-schema.ts';
import { pageTemplates, type TemplateName } from '../../src/registry/templates.ts';
import { addMenuEntry } from './menu.ts';
import { childSchema, placeholder, type FieldSchema } from './placeholder.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages.json as parsed JSON, edited in place; the registry check validates the result
type RawJson = any;
type RawRegistry = RawJson;

/** Fields whose text an author writes; everything else in a block example (links, images, ids, choices) is kept. */
const WRITTEN = new Set(['eyebrow', 'heading', 'intro', 'text', 'name', 'description', 'title', 'summary', 'tag', 'quote', 'value', 'label', 'standfirst', 'client', 'figure', 'bio', 'challenge', 'approach', 'expertise']);
/** Parts of an example kept as they are: buttons and the engagement offer follow site-wide rules. */
const KEPT = new Set(['actions', 'action', 'offer', 'image', 'background', 'industries', 'items:testimonials', 'awards']);

export interface NewPage {
  /** The folder of pages.json: an article's Markdown body is written under its content/ folder. */
  root?: string;
  path: string;
  template: TemplateName;
  /** The name of the page, e.g. "Energy & Utilities"; derived from the path when absent. */
  title?: string;
}

/** A page's title when the author gives none: its last path segment in words ("cloud-data-2" → "Cloud Data 2"). */
export const titleFromSlug = (slug: string) => slug.split('-').map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');

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
  const title = request.title ?? titleFromSlug(slug);
  const id = uniqueId(registry, request.template === 'industry' ? `industry-${slug}` : request.path.slice(1).replace(/\//g, '-'));

  const schemas = blockJsonSchemas() as Record<string, FieldSchema>;
  const sections = template.sections.map((type) => {
    const block = blocks.find((candidate) => candidate.type === type);
    if (!block) throw new Error(`template "${request.template}" uses the block "${type}", which is not in src/blocks/index.ts.`);
    const section = placeholders(structuredClone(block.example), schemas[type]) as Record<string, RawJson>;
    const count = (template as { items?: Record<string, number> }).items?.[type];
    const list = Object.keys(section).find((key) => Array.isArray(section[key]) && typeof section[key][0] === 'object' && !KEPT.has(key));
    if (count && list) section[list] = Array.from({ length: count }, (_, index) => section[list][index % section[list].length]);
    withKnownSharedRefs(section, block.schema, registry.shared ?? {});
    return section;
  });
  // The closing band makes the offer of a 30-minute call: an offer panel straight above it would
  // ask a second time (src/registry/content-rules.ts).
  if (template.sections.at(-1) === 'call-to-action') delete sections.at(-2)?.offer;
  // A page that does not sell (a legal text) offers no Get started or Contact us buttons.
  if (!template.sells) for (const section of sections) delete section.actions;
  const hero = sections[0]!;
  if (hero.type === 'hero') hero.eyebrow = title;
  const notes = insightStart(registry, request.path, sections, slug, registryDir(request));
  const closing = (template as { closingHeading?: string }).closingHeading;
  if (closing) sections.at(-1)!.heading = closing;

  // The page names its template (its layout, its look, the buttons it offers).
  registry.pages[id] = { template: request.template, description: `TODO: what ${title} offers, in 50 to 170 characters, for search results and link previews.`, sections };
  // The tab title is at most 70 characters: without the site name rather than with a word cut off.
  const tabTitle = `${title} | ${registry.site.name}`;
  registry.routes.push({ id, path: request.path, title: tabTitle.length <= 70 ? tabTitle : title, page: id });
  const added = [`route ${request.path}`, `page "${id}" (template ${request.template}: ${template.sections.join(', ')})`, ...notes];

  if (request.template === 'industry') {
    const picture = existsSync(join(defaultAssetsDir, `industries/${slug}.svg`)) ? `industries/${slug}.svg` : 'services/industries.svg';
    registry.shared.industries[slug] = { title, summary: `TODO: one or two sentences on what Northbeam does for ${title}.`, image: { src: picture, alt: '' }, path: request.path };
    added.push(`shared.industries.${slug} (listed on the /industries page and in the contact form)`);
  }
  const menus = addMenuEntry(registry.menus, { id, title, path: request.path });
  added.push(menus ? `a link in ${menus} menu list(s) beside its sibling pages` : 'no menu entry (no menu links to a sibling page; add one by hand if readers should find it)');
  return added;
}

const registryDir = (request: NewPage) => request.root ?? '.';

/**
 * An article, case study or person starts from real references, not the block's example: today's
 * date, people, practices and industries the registry has, related reading that exists; an
 * article's body is a new Markdown file with a TODO text in each part.
 */
function insightStart(registry: RawRegistry, path: string, sections: Record<string, RawJson>[], slug: string, root: string): string[] {
  const notes: string[] = [];
  const first = sections[0]!;
  const people = Object.keys(registry.shared.people ?? {});
  const practices = Object.keys(registry.shared.practices ?? {});
  const industries = Object.keys(registry.shared.industries ?? {});
  const known = (ids: string[] | undefined, all: string[]) => {
    const kept = (ids ?? []).filter((item) => all.includes(item));
    return kept.length ? kept : all.slice(0, 1);
  };
  if (first.type === 'article' || first.type === 'case-study') {
    first.date = new Date().toISOString().slice(0, 10);
    first.practices = known(first.practices, practices);
    if (first.type === 'article') {
      first.author = people.includes(first.author) ? first.author : people[0];
      if (first.industries) first.industries = known(first.industries, industries);
      first.body = `content/insights/${slug}.md`;
      const file = join(root, first.body);
      if (!existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, ARTICLE_START);
        notes.push(`the article's body, ${first.body} (write it in Markdown: docs/insights.md)`);
      }
    } else first.industry = industries.includes(first.industry) ? first.industry : industries[0];
  }
  if (first.type === 'person-profile') {
    first.person = people.includes(slug) ? slug : people.includes(first.person) ? first.person : people[0];
    first.practices = known(first.practices, practices);
    const person = registry.shared.people?.[first.person];
    if (person && !person.page) {
      person.page = path;
      notes.push(`"page": "${path}" on shared.people.${first.person}, so the leadership list links here`);
    }
  }
  const related = sections.findIndex((section) => section.type === 'related-insights');
  if (related >= 0) {
    const insights = registry.routes.filter((route: { page?: string }) => ['article', 'case-study'].includes(registry.pages[route.page ?? '']?.sections[0]?.type)).map((route: { path: string }) => route.path);
    if (insights.length) sections[related]!.items = insights.slice(0, 2);
    else sections.splice(related, 1);
  }
  return notes;
}

/** An article's first draft: the parts an article has, each a TODO, so validation lists what is left to write. */
const ARTICLE_START = `TODO: the opening paragraph: the problem, and why the reader should care now.

## TODO: the first section's heading

TODO: its paragraphs. Link to a page of the site by its path, e.g. [the home page](/).

## TODO: the next section's heading

TODO: its paragraphs.
`;

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
