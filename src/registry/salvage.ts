import { pointerTokens } from './locate.ts';
import type { Problem } from './problem.ts';

/**
 * What the later checks (links, images, page rules) can still look at when the structure check
 * failed in places. Without this, one bad section hid every broken link and missing image
 * elsewhere in the file until it was fixed, and the author met the file's problems in rounds.
 *
 * The copy leaves out what failed: an unknown property, a section, or a whole page when the page
 * itself is malformed. Structure problems anywhere else (routes, menus, shared items, site) are
 * what the link and reference checks are measured against, so then nothing is salvaged.
 */
export interface Salvaged {
  data: unknown;
  /** Pages with a section left out: rules about the page as a whole (its hero, its last section) cannot run. */
  partialPages: Set<string>;
  /** Ids of pages left out: a route showing one is not "a route to no page". */
  droppedPages: Set<string>;
  /** A pointer into the copy, as a pointer into the author's file (sections left out shift the ones after). */
  original: (pointer: string) => string;
}

export function salvage(data: unknown, structural: Problem[]): Salvaged | undefined {
  if (!structural.length) return { data, partialPages: new Set(), droppedPages: new Set(), original: (pointer) => pointer };
  const copy = structuredClone(data) as { pages?: Record<string, { sections?: unknown }> };
  const pages = copy.pages;
  const partialPages = new Set<string>();
  const droppedPages = new Set<string>();
  const droppedSections = new Map<string, Set<number>>();

  for (const problem of structural) {
    const [top, id, field, index] = pointerTokens(problem.pointer);
    if (problem.unknownProperty) continue; // removed below, once the indices they name are settled
    if (top !== 'pages' || id === undefined || !pages || !(id in pages)) return undefined;
    const sections = pages[id]!.sections;
    if (field === 'sections' && index !== undefined && Array.isArray(sections) && Number(index) < sections.length) {
      partialPages.add(id);
      droppedSections.set(id, (droppedSections.get(id) ?? new Set()).add(Number(index)));
    } else droppedPages.add(id);
  }

  for (const problem of structural.filter((candidate) => candidate.unknownProperty)) removeAt(copy, pointerTokens(problem.pointer));
  for (const [id, indices] of droppedSections) {
    const kept = (pages![id]!.sections as unknown[]).filter((_, index) => !indices.has(index));
    if (kept.length) pages![id]!.sections = kept;
    else droppedPages.add(id);
  }
  for (const id of droppedPages) {
    delete pages![id];
    partialPages.delete(id);
  }
  return { data: copy, partialPages, droppedPages, original: (pointer) => originalPointer(pointer, droppedSections) };
}

function removeAt(root: unknown, tokens: string[]): void {
  const parent = tokens.slice(0, -1).reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], root);
  if (parent && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[tokens.at(-1)!];
}

/** "/pages/home/sections/2/…" in the copy is "/pages/home/sections/3/…" in the file when section 1 was left out. */
function originalPointer(pointer: string, droppedSections: Map<string, Set<number>>): string {
  const match = /^\/pages\/([^/]+)\/sections\/(\d+)(.*)$/.exec(pointer);
  const dropped = match && droppedSections.get(match[1]!.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (!match || !dropped) return pointer;
  let index = Number(match[2]);
  for (const gone of [...dropped].sort((a, b) => a - b)) if (gone <= index) index++;
  return `/pages/${match[1]}/sections/${index}${match[3]}`;
}
