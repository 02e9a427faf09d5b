/*
 * The content rules of issue 3, checked on pages.json without a browser: every page has a Get Started
 * and a Contact us button, industry pages follow their template and closing line, counts match spec §9,
 * and no page is a copy of another with words swapped.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Section { type: string; [key: string]: unknown }
const registry = JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: Record<string, { description: string; sections: Section[] }>; routes: { path: string; page?: string }[] };
const contentPages = Object.entries(registry.pages).filter(([id]) => !['coming-soon', 'not-found'].includes(id));
const pathOf = (id: string) => registry.routes.find((route) => route.page === id)?.path ?? id;
const strings = (value: unknown): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : []);
const actionsOf = (page: { sections: Section[] }) => page.sections.flatMap((section) => [...((section.actions as Section[]) ?? []), ...(((section.offer as Section)?.actions as Section[]) ?? [])]);

describe('every content page', () => {
  it('opens with a hero and has Get Started (/get-started) and Contact us (opens the contact form)', () => {
    for (const [id, page] of contentPages) {
      expect(page.sections[0]!.type, id).toBe('hero');
      const actions = actionsOf(page);
      expect(actions.some((action) => action.href === '/get-started' && /^get started$/i.test(action.label as string)), `${id}: Get Started`).toBe(true);
      expect(actions.some((action) => action.href === '/contact' && action.label === 'Contact us' && action.opensContactForm === true), `${id}: Contact us`).toBe(true);
      expect(page.sections.at(-1)!.type === 'call-to-action' || page.sections.some((section) => section.type === 'form'), `${id} closes with a call to action`).toBe(true);
    }
  });

  it('has no placeholder copy', () => {
    for (const [id, page] of contentPages) for (const text of strings(page)) expect(text, id).not.toMatch(/lorem|ipsum|TODO|TBD|placeholder/i);
  });

  it('is not a copy of another page: unique descriptions and hero headings, little shared copy', () => {
    const descriptions = new Set(contentPages.map(([, page]) => page.description));
    expect(descriptions.size).toBe(contentPages.length);
    const heroes = new Set(contentPages.map(([, page]) => page.sections[0]!.heading));
    expect(heroes.size).toBe(contentPages.length);
    // Long texts (over 60 characters) written for one page: at most a few may repeat elsewhere.
    const long = contentPages.map(([id, page]) => [id, new Set(page.sections.filter((section) => section.type !== 'blog-teasers').flatMap(strings).filter((text) => text.length > 60))] as const);
    for (const [id, texts] of long) {
      for (const [otherId, otherTexts] of long) {
        if (id >= otherId) continue;
        const shared = [...texts].filter((text) => otherTexts.has(text));
        expect(shared.length / Math.min(texts.size, otherTexts.size), `${id} and ${otherId} share ${shared.length} texts`).toBeLessThan(0.25);
      }
    }
  });

  it('uses the claims of spec §1 somewhere on the site', () => {
    const all = strings(registry).join('\n');
    for (const claim of ['25 percent loyalty lift', '80% fewer false positives', '30–50%', '40% higher', '20–40%']) expect(all).toContain(claim);
  });
});

describe('templates and counts (spec §2, §9)', () => {
  const industryPages = contentPages.filter(([id]) => id.startsWith('industry-'));

  it('industry pages: approach, five solutions, problems, four badges, three testimonials, insights, the closing line', () => {
    expect(industryPages).toHaveLength(6);
    for (const [id, page] of industryPages) {
      const types = page.sections.map((section) => section.type);
      expect(types, id).toEqual(['hero', 'approach', 'service-list', 'problem-cards', 'awards-row', 'testimonials', 'insight-cards', 'call-to-action']);
      const section = (type: string) => page.sections.find((candidate) => candidate.type === type)!;
      expect((section('service-list').items as unknown[]).length, id).toBe(5);
      expect((section('awards-row').awards as unknown[]).length, id).toBe(4);
      expect((section('testimonials').items as unknown[]).length, id).toBe(3);
      expect(section('call-to-action').heading, id).toBe('Decomplexify digital with Northbeam today');
    }
  });

  it('service pages follow the service template', () => {
    const servicePages = contentPages.filter(([id]) => /^(daa|dee|oracle)-/.test(id));
    expect(servicePages.length).toBe(22);
    for (const [id, page] of servicePages) {
      expect(page.sections.map((section) => section.type), pathOf(id)).toEqual(['hero', 'intro-banner', 'why-us', 'problem-cards', 'service-list', 'industries-served', 'insight-cards', 'call-to-action']);
    }
  });

  it('Salesforce pages follow the Salesforce template with retail, manufacturing and healthcare', () => {
    for (const id of ['salesforce-sales-cloud', 'salesforce-service-cloud', 'salesforce-data-cloud']) {
      const page = registry.pages[id]!;
      expect(page.sections.map((section) => section.type), id).toEqual(['hero', 'intro-banner', 'problem-cards', 'expectations', 'testimonials', 'industries-served', 'blog-teasers', 'call-to-action']);
      expect(page.sections.find((section) => section.type === 'industries-served')!.industries).toEqual(['retail-consumer', 'manufacturing', 'healthcare']);
    }
  });

  it('idea cards offer the 30-minute call and the written roadmap', () => {
    for (const [id, page] of contentPages)
      for (const section of page.sections.filter((candidate) => candidate.type === 'insight-cards')) {
        const offer = section.offer as { text: string; actions: { label: string }[] };
        expect(offer, id).toBeDefined();
        expect(offer.text, id).toMatch(/30-minute call/);
        expect(offer.text, id).toMatch(/written roadmap/);
      }
  });
});
