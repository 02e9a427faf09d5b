import { blocks } from '../blocks/index.ts';
import type { SharedItems } from '../blocks/define.ts';
import { pointerTokens } from './locate.ts';
import type { Problem } from './problem.ts';
import type { Registry } from './schema.ts';
import { TODO_PREFIX } from './todos.ts';

const blockOf = new Map<string, (typeof blocks)[number]>(blocks.map((block) => [block.type, block]));
const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/**
 * Sections that name a region of the page (a carousel by its heading, a form, a quote: each block
 * declares its own, src/blocks/define.ts) may not share a name on one page: screen readers list
 * the regions by name, and two alike cannot be told apart (axe's landmark-unique, which the site's
 * accessibility tests run). Reported at the second, with the field that renames it.
 */
export function landmarkProblems(registry: Registry): Problem[] {
  const problems: Problem[] = [];
  for (const [id, page] of Object.entries(registry.pages)) {
    const where = registry.routes.find((route) => route.page === id && !route.redirect)?.path ?? `page "${id}"`;
    const seen = new Map<string, number>();
    page.sections.forEach((section, index) => {
      const block = blockOf.get(section.type);
      // A second hero is refused as such (page-rules.ts); a "TODO:" text npm run new left is not a name yet.
      if (!block || (block.pageHeading && index > 0)) return;
      for (const { name, field } of block.landmarks(section as Record<string, unknown>, registry.shared as SharedItems)) {
        if (name.startsWith(TODO_PREFIX)) continue;
        const key = name.trim().toLowerCase();
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, index);
          continue;
        }
        const written = pointerTokens(`/${field}`).reduce<unknown>((node, token) => (node as Record<string, unknown> | undefined)?.[token], section) !== undefined;
        const word = field.split('/').at(-1)!;
        const at = `/pages/${id}/sections/${index}`;
        problems.push({
          pointer: written ? `${at}/${field}` : at,
          message: `${first === index ? `two parts of this section on ${where}` : `two sections on ${where}`} are both called "${name}": give one ${written ? `another ${word}` : article(word)} (screen readers list a page's regions by name, so each needs its own).`,
        });
      }
    });
  }
  return problems;
}
