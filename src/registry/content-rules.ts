import type { Problem } from './problem.ts';
import type { Registry } from './schema.ts';
import { DEFAULT_TEMPLATE, pageTemplates } from './templates.ts';

/*
 * The rules every content page follows (docs/authoring.md, "Rules every page follows"), checked
 * by validation so that an edit breaking one gets its line, its path and the fix, and never
 * reaches the site. A content page is one that opens with a "hero", an "article", a "case-study"
 * or a "person-profile" (the coming-soon and not-found pages open with their own heading blocks
 * and are exempt).
 *
 * The calls to action: a page that sells (its template says so) offers Get Started and Contact us,
 * in its hero or its closing band, except the one its own form already is; the hero has one
 * primary and at most one secondary button; one closing band ends the page, with no offer panel
 * straight above it. No button links to the page it is on. A page that does not sell (legal
 * pages) offers neither.
 */

type Section = Registry['pages'][string]['sections'][number];
interface Action {
  label?: string;
  href?: string;
  style?: string;
  opensContactForm?: boolean;
}

/** The blocks a content page opens with: a hero, or an article, case study or person, whose title is the page's h1. */
const CONTENT_OPENERS = new Set(['hero', 'article', 'case-study', 'person-profile']);

const GET_STARTED = '{ "label": "Get started", "href": "/get-started" }';
const CONTACT_US = '{ "label": "Contact us", "href": "/contact", "style": "secondary", "opensContactForm": true }';

// What a button says is the author's ("Book a 30-minute call"); where it leads is what counts.
const isGetStarted = (action: Action) => action.href === '/get-started';
const isContactUs = (action: Action) => action.href === '/contact' && action.opensContactForm === true;
const isSales = (action: Action) => action.href === '/get-started' || action.href === '/contact' || action.opensContactForm === true;

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

/** Every button of a section, with where it is: its own "actions" and an offer's. */
function actionsOf(section: Section, at: string): { action: Action; pointer: string }[] {
  const own = ((section as { actions?: Action[] }).actions ?? []).map((action, index) => ({ action, pointer: `${at}/actions/${index}` }));
  const offer = ((section as { offer?: { actions?: Action[] } }).offer?.actions ?? []).map((action, index) => ({ action, pointer: `${at}/offer/actions/${index}` }));
  return [...own, ...offer];
}

const formsOn = (sections: Section[]) => new Set(sections.flatMap((section) => (section.type === 'form' ? [(section as { form: string }).form] : [])));

export function contentPageProblems(registry: Registry): Problem[] {
  const problems: Problem[] = [];
  const seenDescriptions = new Map<string, string>();
  const seenHeadings = new Map<string, string>();
  for (const [id, page] of Object.entries(registry.pages)) {
    if (!CONTENT_OPENERS.has(page.sections[0]?.type ?? '')) continue;
    const at = `/pages/${id}`;
    const template = page.template ?? DEFAULT_TEMPLATE;
    const sells = pageTemplates[template].sells;
    const buttons = page.sections.flatMap((section, index) => actionsOf(section, `${at}/sections/${index}`));
    const actions = buttons.map(({ action }) => action);
    const forms = formsOn(page.sections);
    const closing = page.sections.findIndex((section) => section.type === 'call-to-action');

    if (sells) {
      // The button a page needs goes where it is missing from: the closing band, or the hero on a page without one.
      const where = closing >= 0 ? { pointer: `${at}/sections/${closing}/actions`, name: 'closing call to action' } : { pointer: `${at}/sections/0/actions`, name: 'hero' };
      if (!forms.has('get-started') && !actions.some(isGetStarted)) {
        problems.push({ pointer: where.pointer, message: `page "${id}" has no Get started button. Every page that sells offers one: add ${GET_STARTED} to the ${where.name}'s "actions".` });
      }
      if (!forms.has('contact-us') && !actions.some(isContactUs)) {
        problems.push({ pointer: where.pointer, message: `page "${id}" has no Contact us button that opens the contact form. Add ${CONTACT_US} to the ${where.name}'s "actions".` });
      }
    } else {
      for (const { action, pointer } of buttons.filter(({ action }) => isSales(action))) {
        problems.push({ pointer, message: `a "${template}" page is a plain document: it offers no "${action.label}" button. Remove it (the header and footer still lead to contact and get started).` });
      }
    }

    const heroActions = (page.sections[0] as { actions?: Action[] }).actions ?? [];
    if (heroActions.length > 2) {
      problems.push({ pointer: `${at}/sections/0/actions/2`, message: `the hero of page "${id}" has ${heroActions.length} buttons. A hero offers one main action and at most one other: remove the extra ones (the closing band can carry another).` });
    } else if (heroActions.filter((action) => (action.style ?? 'primary') === 'primary').length > 1) {
      problems.push({ pointer: `${at}/sections/0/actions/1/style`, message: `the hero of page "${id}" has two primary buttons. Give the second "style": "secondary", so the page has one main action.` });
    }

    const closingBands = page.sections.flatMap((section, index) => (section.type === 'call-to-action' ? [index] : []));
    for (const extra of closingBands.slice(0, -1)) {
      problems.push({ pointer: `${at}/sections/${extra}/type`, message: `page "${id}" has more than one "call-to-action" band. A page ends with one: remove this one, or make it an "intro-banner".` });
    }
    // An offer panel (the idea cards' "offer") straight above the closing band asks for the same
    // thing twice in a row: the design review's "stacked calls to action".
    const aboveClosing = closing > 0 ? (page.sections[closing - 1] as { type: string; offer?: unknown }) : undefined;
    if (aboveClosing?.offer) {
      problems.push({
        pointer: `${at}/sections/${closing - 1}/offer`,
        message: `the "${aboveClosing.type}" offer on page "${id}" sits straight above the closing call to action, which asks for the same thing: readers meet two calls to action in a row. Remove the "offer" (say the 30-minute call and the written roadmap in the closing band's "text"), or put another section between them.`,
      });
    }
    const last = page.sections.length - 1;
    if (sells && page.sections[last]!.type !== 'call-to-action' && forms.size === 0) {
      problems.push({ pointer: `${at}/sections/${last}/type`, message: `page "${id}" ends with a "${page.sections[last]!.type}". Close it with a "call-to-action" section (or give it a "form").` });
    }

    const opener = page.sections[0] as { heading?: string; title?: string };
    const heading = opener.heading ?? opener.title ?? '';
    const twinDescription = firstUse(seenDescriptions, page.description, id);
    if (twinDescription) problems.push({ pointer: `${at}/description`, message: `page "${id}" has the same description as page "${twinDescription}". Search results show it under the title: write one for this page.` });
    // A person's page is headed by their name, from shared.people (unique there).
    const twinHeading = heading ? firstUse(seenHeadings, heading, id) : undefined;
    if (twinHeading) problems.push({ pointer: `${at}/sections/0/${opener.heading === undefined ? 'title' : 'heading'}`, message: `page "${id}" has the same hero heading as page "${twinHeading}". Each page's h1 says what this page is about.` });
  }
  return [...problems, ...selfLinkProblems(registry)];
}

/**
 * A button on a page that leads to that same page (Get started on /get-started, a Contact us
 * button on /contact, whose form is right there) takes the visitor nowhere. A part of the page is
 * linked by its anchor alone ("#apply").
 */
function selfLinkProblems(registry: Registry): Problem[] {
  const problems: Problem[] = [];
  for (const [id, page] of Object.entries(registry.pages)) {
    const own = new Set(registry.routes.filter((route) => route.page === id).map((route) => route.path));
    page.sections.forEach((section, index) => {
      for (const { action, pointer } of actionsOf(section, `/pages/${id}/sections/${index}`)) {
        const [path, anchor] = (action.href ?? '').split('#');
        if (!path || !own.has(path)) continue;
        problems.push({
          pointer: `${pointer}/href`,
          message: anchor
            ? `"${action.label}" links to this same page: write "#${anchor}" to lead to that part of it.`
            : `"${action.label}" links to the page it is on (${path}), so it takes the visitor nowhere. Remove it, or point it at another page or at a part of this one ("#id").`,
        });
      }
    });
  }
  return problems;
}
