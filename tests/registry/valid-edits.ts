/*
 * Edits an author makes the way docs/authoring.md teaches, each found by kind (the industry pages, a
 * service page, home), never by a page's name today. valid-edits.test.ts applies each to a copy of
 * pages.json, and all of them to another, which it builds; apply-valid-edits.ts applies them all to
 * a checkout, to run the whole suite on it (docs/testing.md). What `shows` checks holds with the
 * other edits made too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { addPage } from '../../scripts/scaffold/page.ts';
import { blockJsonSchemas } from '../../src/registry/json-schema.ts';
import { freeName, readRegistry, routesOfTemplate, routeWith, titleOf, type Registry, type Section } from '../helpers/registry-kinds.ts';

const save = (file: string, registry: Registry) => writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');

/**
 * The author writes every "TODO:" text `npm run new` left: a distinct line per field, no longer than
 * the TODO, starting with the new page's name (so the same edit made twice gives each page its own headings).
 */
function writeTodos(registry: Registry, page: string): Registry {
  let written = 0;
  const write = (value: unknown): unknown => {
    if (typeof value === 'string' && value.startsWith('TODO: ')) return `${titleOf(page)} ${++written} ${value.slice(6)}`.slice(0, value.length);
    if (Array.isArray(value)) return value.map(write);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, write(child)]));
    return value;
  };
  return write(registry) as Registry;
}

/** A block's JSON Schema, as far as the walk below reads it. */
interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** Buttons keep what site-wide rules ask of them (Contact us opens the contact form): validate names those. */
const BUTTONS = new Set(['actions', 'action', 'offer']);

/** `value` with every property its schema does not require removed, at every depth (a button kept whole). */
function withoutOptional(value: unknown, schema: Schema | undefined): unknown {
  if (!schema || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutOptional(item, schema.items));
  const object = value as Record<string, unknown>;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return withoutOptional(value, variants.find((variant) => variant.properties && Object.keys(object).every((key) => key in variant.properties!)));
  if (!schema.properties) return value;
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(Object.entries(object).flatMap(([key, child]) => (required.has(key) ? [[key, BUTTONS.has(key) ? child : withoutOptional(child, schema.properties![key])]] : [])));
}

/** The page's sections between its hero and its closing call to action (the ones an author may move freely). */
const freeSections = (sections: Section[]) => ({ first: 1, last: sections.at(-1)?.type === 'call-to-action' ? sections.length - 2 : sections.length - 1 });

export interface Edit {
  name: string;
  /** Applies the edit to the registry file, as the author would. */
  apply: (file: string) => void;
  /** What the built site shows because of the edit, beyond the content rules every build keeps. */
  shows?: (registry: Registry, dist: string) => void;
}

// In the order they can all be applied to one registry (apply-valid-edits.ts): the removal first, so
// the industry added next is not the one removed.
export const edits: Edit[] = [
  (() => {
    let removed = '';
    const linkedFromMarkdown = (path: string) =>
      existsSync('content') && readdirSync('content', { recursive: true, encoding: 'utf8' }).some((name) => name.endsWith('.md') && readFileSync(join('content', name), 'utf8').includes(`](${path}`));
    return {
      name: 'removes an industry page with every link to it (menus, cards, buttons)',
      apply: (file) => {
        const registry = readRegistry(file);
        // One no article's Markdown body links to (those links are the author's to edit in the .md file).
        const route = routesOfTemplate('industry', registry).filter((candidate) => !linkedFromMarkdown(candidate.path)).at(-1)!;
        removed = route.path;
        const industries = registry.shared.industries!;
        const sharedId = Object.keys(industries).find((id) => industries[id].path === route.path)!;
        // As `npm run validate -- --links-to PATH` lists them: menu items go, cards name another
        // industry (an industries-served block shows three), buttons lead to the industry directory.
        registry.routes.splice(registry.routes.indexOf(route), 1);
        delete registry.pages[route.page];
        delete industries[sharedId];
        const directory = registry.routes.find((candidate) => candidate.page && registry.pages[candidate.page]?.sections.some((section) => section.type === 'industry-directory'))?.path ?? '/';
        const unlink = (node: unknown, key = ''): unknown => {
          if (Array.isArray(node)) {
            const kept = node.filter((item) => !(item && typeof item === 'object' && (item as { path?: string }).path === route.path));
            if (key === 'industries' && kept.includes(sharedId)) {
              const other = Object.keys(industries).find((id) => !kept.includes(id))!;
              return kept.map((id) => (id === sharedId ? other : id));
            }
            return kept.map((item) => unlink(item));
          }
          if (typeof node === 'string' && key === 'industry' && node === sharedId) return Object.keys(industries)[0]; // a case study's industry
          if (typeof node === 'string') return node === route.path || node.startsWith(`${route.path}#`) ? directory : node;
          if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([name, child]) => [name, unlink(child, name)]));
          return node;
        };
        for (const part of ['site', 'shared', 'menus', 'pages'] as const) registry[part] = unlink(registry[part]);
        save(file, registry);
      },
      shows: (registry) => {
        expect(registry.routes.map((route) => route.path)).not.toContain(removed);
        expect(JSON.stringify(registry)).not.toContain(`"${removed}"`);
      },
    };
  })(),
  (() => {
    const before = readRegistry();
    const path = `/industries/${freeName(before, 'fixture-sector')}`;
    return {
      name: 'adds one more industry with npm run new, then writes its TODO texts',
      apply: (file) => {
        const added = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/new.ts', 'page', path, '--template', 'industry', '--title', `${titleOf(path.split('/').at(-1)!)} & Co`, '--registry', file], { encoding: 'utf8' });
        if (added.status !== 0) throw new Error(`npm run new failed:\n${added.stderr}`);
        save(file, writeTodos(readRegistry(file), path.split('/').at(-1)!));
      },
      shows: (registry) => {
        expect(Object.values(registry.shared.industries!).map((industry) => industry.path)).toContain(path);
        expect(routesOfTemplate('industry', registry).map((route) => route.path)).toContain(path);
      },
    };
  })(),
  {
    name: 'deletes every optional field of every block on the home page (images, ids, eyebrows, intros, optional buttons…)',
    apply: (file) => {
      const registry = readRegistry(file);
      const schemas = blockJsonSchemas() as Record<string, Schema>;
      const home = registry.pages[registry.routes.find((route) => route.path === '/')!.page!]!;
      home.sections = home.sections.map((section) => withoutOptional(section, schemas[section.type]) as Section);
      save(file, registry);
    },
  },
  {
    name: 'duplicates a section of a service page (the copy right below it)',
    apply: (file) => {
      const registry = readRegistry(file);
      const page = registry.pages[routeWith({ template: 'service' }, registry).page]!;
      const { first } = freeSections(page.sections);
      const copy = structuredClone(page.sections[first]!);
      delete copy.id; // an anchor names one section
      // A region is named by its heading, and two of one name are refused (validate says so): the author renames the copy.
      if (typeof copy.heading === 'string') copy.heading = `${copy.heading.slice(0, 80)}, again`;
      page.sections.splice(first + 1, 0, copy);
      save(file, registry);
    },
  },
  (() => {
    const path = `/${freeName(readRegistry(), 'fixture-long-page')}`;
    return {
      name: 'adds a page of 40 sections (npm run new --template basic, then sections copied from a service page)',
      apply: (file) => {
        const registry = readRegistry(file);
        addPage(registry, { path, template: 'basic', title: titleOf(path.slice(1)) });
        const page = registry.pages[registry.routes.find((route) => route.path === path)!.page!]!;
        const service = registry.pages[routeWith({ template: 'service' }, registry).page]!.sections;
        const { first, last } = freeSections(service);
        const copies = Array.from({ length: 38 }, (_, index) => {
          const copy = structuredClone(service[first + (index % (last - first + 1))]!);
          delete copy.id;
          // Each section a heading of its own, as an author writes it: two regions of one name are refused.
          if (typeof copy.heading === 'string') copy.heading = `Part ${index + 1}: ${copy.heading.slice(0, 80)}`;
          // A carousel's slides name regions too (the why-us tabs): the author's own titles there as well.
          if (Array.isArray(copy.slides)) for (const slide of copy.slides as { title?: string }[]) if (slide.title) slide.title = `${slide.title.slice(0, 60)} (part ${index + 1})`;
          return copy;
        });
        page.sections.splice(1, 0, ...copies);
        save(file, writeTodos(registry, path.slice(1)));
      },
      shows: (registry, dist) => {
        const page = registry.pages[registry.routes.find((route) => route.path === path)!.page!]!;
        expect(page.sections).toHaveLength(40);
        const html = readFileSync(join(dist, path.slice(1), 'index.html'), 'utf8');
        expect(html.match(/<section[\s>]/g)?.length ?? 0).toBeGreaterThanOrEqual(40);
      },
    };
  })(),
  {
    name: 'reorders the sections of a service page between its hero and its closing call to action',
    apply: (file) => {
      const registry = readRegistry(file);
      const page = registry.pages[routeWith({ template: 'service' }, registry).page]!;
      const { first, last } = freeSections(page.sections);
      page.sections.splice(first, last - first + 1, ...page.sections.slice(first, last + 1).reverse());
      save(file, registry);
    },
  },
];
