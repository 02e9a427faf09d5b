import type { Crumb } from '../../src/registry/breadcrumbs.ts';
import { insightSection } from '../../src/registry/insights.ts';
import type { Registry } from '../../src/registry/schema.ts';
import { LOGO_PNG } from './site-icons.ts';

/**
 * Structured data for search engines (schema.org as JSON-LD, in a <script type="application/ld+json">
 * that browsers never run, so the CSP's rule on scripts does not apply to it): the firm on home,
 * the trail of every nested page, and each open role where a page lists it. Built from the
 * registry, so what search engines read is what the page shows.
 */
type Thing = Record<string, unknown>;
type Office = Registry['shared']['offices'][string];

const absolute = (registry: Registry, path: string) => `${registry.site.url.replace(/\/$/, '')}${path}`;

/** An office's address; with its phone and e-mail for the firm's own entry (a PostalAddress is a ContactPoint). */
function postalAddress(office: Office, withContact = false): Thing {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.address[0],
    addressLocality: office.city,
    ...(office.region ? { addressRegion: office.region } : {}),
    ...(office.postalCode ? { postalCode: office.postalCode } : {}),
    addressCountry: office.country,
    ...(withContact ? { telephone: office.phone, email: office.email } : {}),
  };
}

/** The firm: name, address, logo, its profiles elsewhere and its offices. */
export function organization(registry: Registry): Thing {
  const { site, shared } = registry;
  return {
    '@type': 'Organization',
    '@id': absolute(registry, '/#organization'),
    name: site.name,
    url: absolute(registry, '/'),
    logo: absolute(registry, LOGO_PNG),
    description: site.tagline,
    sameAs: site.social.map((profile) => profile.href),
    address: site.offices.map((id) => postalAddress(shared.offices[id]!, true)),
  };
}

export function breadcrumbList(registry: Registry, trail: Crumb[]): Thing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: absolute(registry, crumb.path) })),
  };
}

const EMPLOYMENT_TYPES = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR' } as const;

/** Each role a page lists (open-positions sections), as Google's job search reads a posting. */
export function jobPostings(registry: Registry, pageId: string, path: string): Thing[] {
  const page = registry.pages[pageId];
  const ids = page?.sections.flatMap((section) => (section.type === 'open-positions' ? section.positions : [])) ?? [];
  return [...new Set(ids)].map((id) => {
    const role = registry.shared.positions[id]!;
    return {
      '@type': 'JobPosting',
      title: role.title,
      description: `<p>${role.summary.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
      datePosted: role.posted,
      employmentType: EMPLOYMENT_TYPES[role.type],
      hiringOrganization: { '@type': 'Organization', name: registry.site.name, sameAs: absolute(registry, '/'), logo: absolute(registry, LOGO_PNG) },
      url: absolute(registry, path),
      directApply: true,
      ...(role.offices.length ? { jobLocation: role.offices.map((office) => ({ '@type': 'Place', address: postalAddress(registry.shared.offices[office]!) })) } : {}),
      ...(role.remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: role.remote.map((country) => ({ '@type': 'Country', name: country })) } : {}),
    };
  });
}

/** The firm as publisher or employer: named, linked to home, with its logo. */
const firm = (registry: Registry): Thing => ({ '@type': 'Organization', name: registry.site.name, url: absolute(registry, '/'), logo: absolute(registry, LOGO_PNG) });

/** A person of "shared.people", as an author or a profile's subject. */
function personThing(registry: Registry, id: string, withDetails = false): Thing | undefined {
  const person = registry.shared.people?.[id];
  if (!person) return undefined;
  return {
    '@type': 'Person',
    name: person.name,
    jobTitle: person.role,
    ...(person.page ? { url: absolute(registry, person.page) } : {}),
    ...(withDetails && person.portrait ? { image: absolute(registry, person.portrait.src) } : {}),
    ...(withDetails ? { worksFor: firm(registry) } : {}),
  };
}

/** An article or case study (the first block of its page), as search engines read an article: headline, dates, author, picture. */
export function articleThing(registry: Registry, pageId: string, path: string): Thing[] {
  const section = insightSection(registry.pages[pageId]);
  if (!section) return [];
  const author = section.type === 'article' ? personThing(registry, section.author) : undefined;
  const updated = section.type === 'article' ? section.updated : undefined;
  return [
    {
      '@type': 'Article',
      headline: section.title,
      description: section.standfirst,
      datePublished: section.date,
      dateModified: updated ?? section.date,
      image: absolute(registry, section.image.src),
      url: absolute(registry, path),
      mainEntityOfPage: absolute(registry, path),
      author: author ?? firm(registry),
      publisher: firm(registry),
      ...(section.type === 'case-study' ? { about: section.client } : {}),
    },
  ];
}

/** A person's profile page (its first block a "person-profile"), as a Person. */
export function profileThing(registry: Registry, pageId: string): Thing[] {
  const first = registry.pages[pageId]?.sections[0];
  if (first?.type !== 'person-profile') return [];
  const person = personThing(registry, first.person, true);
  return person ? [{ ...person, description: first.bio[0] }] : [];
}

/** All of a page's structured data as one JSON-LD document, or undefined when it has none. */
export function structuredData(registry: Registry, path: string, pageId: string | undefined, trail: Crumb[] = []): Thing | undefined {
  const things = [
    ...(path === '/' ? [organization(registry)] : []),
    ...(pageId ? [...articleThing(registry, pageId, path), ...profileThing(registry, pageId)] : []),
    ...(trail.length ? [breadcrumbList(registry, trail)] : []),
    ...(pageId ? jobPostings(registry, pageId, path) : []),
  ];
  if (!things.length) return undefined;
  return things.length === 1 ? { '@context': 'https://schema.org', ...things[0] } : { '@context': 'https://schema.org', '@graph': things };
}
