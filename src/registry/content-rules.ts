import type { Problem } from './problem.ts';
import type { Registry } from './schema.ts';

/*
 * The rules every content page follows (docs/authoring.md, "Rules every page follows"), checked
 * by validation so that an edit breaking one gets its line, its path and the fix, and never
 * reaches the site. A content page is one that opens with a "hero" (the coming-soon and
 * not-found pages open with their own heading blocks and are exempt).
 */

type Section = Registry['pages'][string]['sections'][number];
interface Action {
  label?: string;
  href?: string;
  opensContactForm?: boolean;
}

const GET_STARTED = '{ "label": "Get Started", "href": "/get-started" }';
const CONTACT_US = '{ "label": "Contact us", "href": "/contact", "style": "secondary", "opensContactForm": true }';

/**
 * The page that used this text first, if another did; remembers it otherwise. A "TODO:" text the
 * scaffold left is never a duplicate (`npm run validate` lists those as still to write).
 */
function firstUse(seen: Map<string, string>, text: string, id: string): string | undefined {
  if (text.startsWith('TODO:')) return undefined;
  const first = seen.get(text);
  if (first === undefined) seen.set(text, id);
  return first;
}

function actionsOf(section: Section): Action[] {
  const own = (section as { actions?: Action[] }).actions ?? [];
  const offer = (section as { offer?: { actions?: Action[] } }).offer?.actions ?? [];
  return [...own, ...offer];
}

export function contentPageProblems(registry: Registry): Problem[] {
  const problems: Problem[] = [];
  const seenDescriptions = new Map<string, string>();
  const seenHeadings = new Map<string, string>();
  for (const [id, page] of Object.entries(registry.pages)) {
    if (page.sections[0]?.type !== 'hero') continue;
    const at = `/pages/${id}`;
    const actions = page.sections.flatMap(actionsOf);
    if (!actions.some((action) => action.href === '/get-started' && /^get started$/i.test(action.label ?? ''))) {
      problems.push({ pointer: `${at}/sections/0/actions`, message: `page "${id}" has no Get Started button. Every page offers one: add ${GET_STARTED} to the hero's "actions".` });
    }
    if (!actions.some((action) => action.href === '/contact' && action.opensContactForm === true && /^contact us$/i.test(action.label ?? ''))) {
      problems.push({ pointer: `${at}/sections/0/actions`, message: `page "${id}" has no Contact us button that opens the contact form. Add ${CONTACT_US} to the hero's "actions".` });
    }
    const last = page.sections.length - 1;
    if (page.sections[last]!.type !== 'call-to-action' && !page.sections.some((section) => section.type === 'form')) {
      problems.push({ pointer: `${at}/sections/${last}/type`, message: `page "${id}" ends with a "${page.sections[last]!.type}". Close it with a "call-to-action" section (or give it a "form").` });
    }
    const heading = (page.sections[0] as { heading?: string }).heading ?? '';
    const twinDescription = firstUse(seenDescriptions, page.description, id);
    if (twinDescription) problems.push({ pointer: `${at}/description`, message: `page "${id}" has the same description as page "${twinDescription}". Search results show it under the title: write one for this page.` });
    const twinHeading = firstUse(seenHeadings, heading, id);
    if (twinHeading) problems.push({ pointer: `${at}/sections/0/heading`, message: `page "${id}" has the same hero heading as page "${twinHeading}". Each page's h1 says what this page is about.` });
  }
  return problems;
}
