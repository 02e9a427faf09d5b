import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { suggestion } from './did-you-mean.ts';
import { IMAGE_PATTERN, KIND, SHARED } from './fields.ts';
import { imageFiles } from './image-files.ts';
import { asFileName } from './wrong-form.ts';
import { pointerTokens, toPointer } from './locate.ts';
import { contentPageProblems } from './content-rules.ts';
import { landmarkProblems } from './landmark-rules.ts';
import { directoryProblems, pageProblems } from './page-rules.ts';
import type { Problem } from './problem.ts';
import { registrySchema, type MenuItem, type Registry } from './schema.ts';
import { walk } from './walk.ts';
import { derivedIndexPaths, insightPages } from './insights.ts';
import { renderMarkdown } from './markdown.ts';
import { contentFile } from './content-file.ts';

/**
 * The checks JSON Schema cannot express: unique ids and paths, one home route, every link, menu
 * item, button and redirect resolving to a route, every shared reference and image existing, and
 * each page opening with its one hero and following the content rules (content-rules.ts).
 */
/**
 * Each item of the main menu leads somewhere: a page ("path") or a list of links ("menuItems").
 * With neither, the header drew it as a link to the home page; with an empty list, an empty panel.
 */
function menuItemProblems(items: MenuItem[], at: string): Problem[] {
  return items.flatMap((item, index) => {
    const pointer = `${at}/${index}`;
    if (item.menuItems?.length) return menuItemProblems(item.menuItems, `${pointer}/menuItems`);
    if (item.menuItems) return [{ pointer: `${pointer}/menuItems`, message: `menu item "${item.title}" lists no links. Add links to "menuItems", or remove "menuItems" and give it a "path".` }];
    if (item.path === undefined) return [{ pointer, message: `menu item "${item.title}" leads nowhere. Add "path" (the page it opens, e.g. "/about-us") or "menuItems" (the links it lists).` }];
    return [];
  });
}

/** A footer column lists its own links or a main-menu item's ("menu"), one of the two, and that item exists with links. */
function footerColumnProblems(registry: Registry): Problem[] {
  return registry.menus.footer.flatMap((column, index) => {
    const at = `/menus/footer/${index}`;
    if (Boolean(column.items) === Boolean(column.menu)) return [{ pointer: at, message: `footer column "${column.title}" needs its links: give either "items" (its own links) or "menu" (the id of a main-menu item whose links it lists), not ${column.items ? 'both' : 'neither'}.` }];
    if (!column.menu) return [];
    const item = registry.menus.main.find((candidate) => candidate.id === column.menu);
    if (!item) {
      const ids = registry.menus.main.map((candidate) => candidate.id);
      return [{ pointer: `${at}/menu`, message: `footer column "${column.title}" names the main-menu item "${column.menu}", which does not exist.${suggestion(column.menu, ids)} Main-menu ids: ${ids.join(', ')}.` }];
    }
    return item.menuItems?.length ? [] : [{ pointer: `${at}/menu`, message: `footer column "${column.title}" names the main-menu item "${column.menu}", which lists no links. Name an item with "menuItems", or give the column its own "items".` }];
  });
}

/** What a route leads to, as an author knows it: 'page "home"', 'the "login" screen', 'a redirect to "/x"'. */
function whatRouteShows(route: Registry['routes'][number]): string {
  if (route.page !== undefined) return `page "${route.page}"`;
  if (route.component !== undefined) return `the "${route.component}" screen`;
  return route.redirect !== undefined ? `a redirect to "${route.redirect}"` : `route "${route.id}"`;
}

export interface SemanticOptions {
  assetsDir: string;
  /** The folder pages.json is in: Markdown bodies ("content/insights/x.md") are relative to it. Default: the working folder. */
  root?: string;
  /** A build that publishes: "TODO:" texts in Markdown bodies are refused too. */
  publishing?: boolean;
  /** Pages with a section left out because it failed the structure check (salvage.ts): their page rules wait for it. */
  partialPages?: Set<string>;
}

export function semanticProblems(registry: Registry, options: SemanticOptions): Problem[] {
  const problems: Problem[] = [];
  // The hub's filter and further pages are routes too, though the build adds them (insights.ts).
  const paths = new Set([...registry.routes.map((route) => route.path), ...derivedIndexPaths(registry)]);
  const pageIds = Object.keys(registry.pages);

  const seenTitles = new Map<string, number>();
  const seenIds = new Map<string, number>();
  const seenPaths = new Map<string, number>();
  registry.routes.forEach((route, index) => {
    const at = `/routes/${index}`;
    if (seenIds.has(route.id)) problems.push({ pointer: `${at}/id`, message: `route id "${route.id}" is already used by /routes/${seenIds.get(route.id)}. Give each route its own id.` });
    else seenIds.set(route.id, index);
    if (seenPaths.has(route.path)) {
      const owner = seenPaths.get(route.path)!;
      problems.push({ pointer: `${at}/path`, message: `path "${route.path}" is already the address of ${whatRouteShows(registry.routes[owner]!)} (/routes/${owner}). Each path may appear once: give this route another path, or remove one of the two.` });
    }
    else seenPaths.set(route.path, index);

    // Two routes may share a title only when they show the same page (a section index).
    const twin = seenTitles.get(route.title);
    if (twin !== undefined && registry.routes[twin]!.page !== route.page) {
      problems.push({ pointer: `${at}/title`, message: `title "${route.title}" is already used by /routes/${twin}. Each page needs its own title in search results.` });
    } else if (twin === undefined) seenTitles.set(route.title, index);

    const targets = [route.page, route.component, route.redirect].filter((target) => target !== undefined);
    if (targets.length !== 1) problems.push({ pointer: at, message: `a route needs exactly one of "page", "component" or "redirect" (it has ${targets.length}).` });
    if (route.page !== undefined && !(route.page in registry.pages)) {
      problems.push({ pointer: `${at}/page`, message: `no page with id "${route.page}" in "pages".${suggestion(route.page, pageIds)}` });
    }
    if (route.redirect === route.path) problems.push({ pointer: `${at}/redirect`, message: 'a route cannot redirect to itself.' });
  });

  const homes = registry.routes.filter((route) => route.path === '/');
  if (homes.length === 0) problems.push({ pointer: '/routes', message: 'there is no home route: add one with "path": "/".' });

  if (!(registry.notFoundPage in registry.pages)) {
    problems.push({ pointer: '/notFoundPage', message: `no page with id "${registry.notFoundPage}" in "pages".${suggestion(registry.notFoundPage, pageIds)}` });
  }

  const mainIds = registry.menus.main.map((item) => item.id);
  registry.menus.mobileOrder?.forEach((id, index) => {
    const pointer = `/menus/mobileOrder/${index}`;
    if (!mainIds.includes(id)) problems.push({ pointer, message: `no top-level item "${id}" in "menus.main".${suggestion(id, mainIds)} Known: ${mainIds.join(', ')}.` });
    else if (registry.menus.mobileOrder!.indexOf(id) !== index) problems.push({ pointer, message: `"${id}" is already listed at /menus/mobileOrder/${registry.menus.mobileOrder!.indexOf(id)}. List each item once.` });
  });

  problems.push(...menuItemProblems(registry.menus.main, '/menus/main'));
  problems.push(...footerColumnProblems(registry));
  const partial = (problem: Problem) => options.partialPages?.has(pointerTokens(problem.pointer)[1]!) && problem.pointer.startsWith('/pages/');
  problems.push(...[...pageProblems(registry), ...directoryProblems(registry), ...contentPageProblems(registry), ...landmarkProblems(registry)].filter((problem) => !partial(problem)));

  let images: string[] | undefined;
  walk(registrySchema, registry, (meta, value, path) => {
    const pointer = toPointer(path);
    if (meta[KIND] === 'link' && typeof value === 'string' && value.startsWith('/')) {
      const target = value.split('#')[0]!;
      if (!paths.has(target)) problems.push({ pointer, message: `link to "${value}", which is not a route.${suggestion(target, paths)} Add a route with this path or fix the link.` });
    }
    if (meta[KIND] === 'asset' && typeof value === 'string' && !existsSync(join(options.assetsDir, value))) {
      images ??= imageFiles(options.assetsDir);
      problems.push({ pointer, message: missingImage(value, images) });
    }
    if (meta[KIND] === 'markdown' && typeof value === 'string') {
      images ??= imageFiles(options.assetsDir);
      problems.push(...markdownProblems(value, pointer, { root: options.root ?? '.', assetsDir: options.assetsDir, paths, images, publishing: options.publishing }));
    }
    const kind = meta[SHARED];
    if (typeof kind === 'string' && typeof value === 'string') {
      const items = (registry.shared as Record<string, Record<string, unknown>>)[kind] ?? {};
      if (!(value in items)) problems.push({ pointer, message: `no "${value}" in "shared.${kind}".${suggestion(value, Object.keys(items))} Known: ${Object.keys(items).join(', ')}.` });
    }
  });
  problems.push(...relatedProblems(registry));
  return problems;
}

/** "related-insights" cards show articles and case studies: a path to any other page has nothing to show. */
function relatedProblems(registry: Registry): Problem[] {
  const insights = new Set(insightPages(registry).map(({ route }) => route.path));
  return Object.entries(registry.pages).flatMap(([id, page]) =>
    page.sections.flatMap((section, index) =>
      section.type === 'related-insights'
        ? section.items.flatMap((item, at) => {
            const path = item.split('#')[0]!;
            const routed = registry.routes.some((route) => route.path === path);
            return routed && !insights.has(path) ? [{ pointer: `/pages/${id}/sections/${index}/items/${at}`, message: `"${item}" is not an article or a case study, so it has no card to show.${suggestion(path, insights)} Name one of those (the insights hub lists them).` }] : [];
          })
        : [],
    ),
  );
}

/** A Markdown body: the file exists, and its links, images and headings pass (markdown.ts), each problem at its line and column in it. */
function markdownProblems(file: string, pointer: string, options: { root: string; assetsDir: string; paths: Set<string>; images: string[]; publishing?: boolean }): Problem[] {
  const full = contentFile(options.root, file);
  if (!existsSync(full)) {
    const folder = join(options.root, 'content');
    const known = existsSync(folder) ? readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.md')).map((entry) => relative(options.root, join(entry.parentPath, entry.name)).split(/[\\/]/).join('/')) : [];
    return [{ pointer, message: `the Markdown file "${file}" does not exist.${suggestion(file, known)} Create it (docs/insights.md) or fix the name.` }];
  }
  const rendered = renderMarkdown(readFileSync(full, 'utf8'), {
    isRoute: (path) => options.paths.has(path),
    routes: options.paths,
    image: (src) => (existsSync(join(options.assetsDir, src)) ? { url: src } : undefined),
    images: () => options.images,
    publishing: options.publishing,
  });
  return rendered.problems.map((problem) => ({ pointer, message: problem.message, at: { file: full, line: problem.line, column: problem.column } }));
}

/**
 * An image name that names no file. When the file is there under a name pages.json cannot take
 * ("Offsite 2026.PNG" for "offsite-2026.png"), renaming the file is the fix; otherwise the closest
 * name that can be written, never such a bad name (which the form check would refuse in turn).
 */
function missingImage(value: string, files: string[]): string {
  const misnamed = files.find((file) => !IMAGE_PATTERN.test(file) && asFileName(file) === value);
  if (misnamed) return `image "${value}" does not exist in src/assets/images, but \`${misnamed}\` does: rename the file \`${misnamed}\` to \`${value}\`.`;
  return `image "${value}" does not exist in src/assets/images.${suggestion(value, files.filter((file) => IMAGE_PATTERN.test(file)))} Add the file or fix the name.`;
}
