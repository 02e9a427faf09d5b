import type { Problem } from './problem.ts';

/** What `npm run new` writes where the author's own text belongs. */
export const TODO_PREFIX = 'TODO:';

/**
 * Every text still reading "TODO: …": the site may be previewed with them (`npm run dev`), but a
 * build that publishes (`npm run build`, `npm start`, `npm run validate`) refuses them, so a
 * placeholder never reaches visitors or search engines.
 */
export function todoProblems(data: unknown, pointer = ''): Problem[] {
  if (typeof data === 'string') {
    return data.startsWith(TODO_PREFIX)
      ? [{ pointer, message: `still reads "${data}" (left by npm run new). Write this text; until then the site previews it (npm run dev) but will not publish.` }]
      : [];
  }
  if (Array.isArray(data)) return data.flatMap((item, index) => todoProblems(item, `${pointer}/${index}`));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([key, value]) => todoProblems(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return [];
}
