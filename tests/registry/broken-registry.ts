import { readFileSync } from 'node:fs';

/** The real pages.json, as data to break in one place per test. */
export function realRegistry(): any {
  return JSON.parse(readFileSync('pages.json', 'utf8'));
}

/** Source text laid out the way an editor shows it, so line numbers in messages can be checked. */
export const source = (registry: unknown) => JSON.stringify(registry, null, 2) + '\n';

/** `LINE:COL` (1-based) of the first occurrence of `needle`: where an editor would jump. */
export function positionOf(text: string, needle: string): string {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`"${needle}" not found`);
  const before = text.slice(0, offset).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

/** The 1-based line on which `needle` first appears after the line containing `after`. */
export function lineOf(text: string, needle: string, after?: string): number {
  const lines = text.split('\n');
  const start = after ? lines.findIndex((line) => line.includes(after)) : 0;
  const index = lines.findIndex((line, i) => i >= start && line.includes(needle));
  if (index < 0) throw new Error(`"${needle}" not found`);
  return index + 1;
}

/** A route that no link names (its path appears once, in its own entry): giving it another's path breaks nothing else. */
export function unlinkedRoute(registry: { routes: { path: string }[] }): { index: number; path: string } {
  const text = source(registry);
  const index = registry.routes.findIndex((route, at) => at > 1 && text.split(`"${route.path}"`).length === 2);
  if (index < 0) throw new Error('pages.json has no route that nothing links to, which this test needs');
  return { index, path: registry.routes[index]!.path };
}
