import { pageName } from '../../src/registry/breadcrumbs.ts';
import type { PageData } from '../../src/registry/page-data.ts';
import type { Registry } from '../../src/registry/schema.ts';
import type { CardText } from './social-cards.ts';

/** The card of pages that are not the registry's (sign-in, the 404 page, redirects): the firm's line. */
export const SITE_CARD = '*';

/**
 * What each page's social card says: the page's name (its title without the site's name) and the
 * section it sits in: the section above it in its breadcrumbs, else its first section's eyebrow
 * when that says something the title does not.
 */
export function socialCardTexts(registry: Registry, pages: Record<string, PageData>): Map<string, CardText> {
  const cards = new Map<string, CardText>([[SITE_CARD, { title: registry.site.tagline }]]);
  for (const route of registry.routes) {
    const page = route.page ? pages[route.page] : undefined;
    if (!page || route.redirect) continue;
    const title = pageName(page.title, registry.site.name);
    const trail = page.breadcrumbs ?? [];
    const first = page.sections[0] as { eyebrow?: unknown } | undefined;
    const eyebrow = typeof first?.eyebrow === 'string' && first.eyebrow.toLowerCase() !== title.toLowerCase() ? first.eyebrow : undefined;
    cards.set(route.path, { title, section: trail.length > 2 ? trail.at(-2)!.name : eyebrow });
  }
  return cards;
}
