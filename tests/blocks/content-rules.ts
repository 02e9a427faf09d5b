import { describe, expect, it } from 'vitest';
import { pageTemplates } from '../../src/registry/templates.ts';

/** The content rules, for any registry: the real pages.json, or a copy with a page added. */
export interface ContentRegistry { pages: Record<string, { description: string; sections: Section[] }>; routes: { path: string; page?: string; index?: boolean }[]; shared: { industries: Record<string, { path: string }> } }
interface Section { type: string; [key: string]: unknown }

export function contentRules(registry: ContentRegistry) {
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
  });

  describe('templates (spec §2, §9)', () => {
    // Industry pages are the pages routed under /industries/ (not the /industries index itself).
    const industryIds = new Set(registry.routes.filter((route) => route.path.startsWith('/industries/') && route.page && !route.index).map((route) => route.page));
    const industryPages = contentPages.filter(([id]) => industryIds.has(id));

    it('industry pages: approach, five solutions, problems, four badges, three testimonials, insights, the closing line', () => {
      // Every shared industry has its page, and every industry page is a shared industry (so /industries lists it).
      expect(industryPages.length).toBeGreaterThan(0);
      expect(new Set(Object.values(registry.shared.industries).map((industry) => industry.path))).toEqual(new Set(industryPages.map(([id]) => pathOf(id))));
      for (const [id, page] of industryPages) {
        const types = page.sections.map((section) => section.type);
        expect(types, id).toEqual(pageTemplates.industry.sections);
        const section = (type: string) => page.sections.find((candidate) => candidate.type === type)!;
        expect((section('service-list').items as unknown[]).length, id).toBe(pageTemplates.industry.items['service-list']);
        expect((section('awards-row').awards as unknown[]).length, id).toBe(4);
        expect((section('testimonials').items as unknown[]).length, id).toBe(3);
        expect(section('call-to-action').heading, id).toBe(pageTemplates.industry.closingHeading);
      }
    });

    it('service pages follow the service template', () => {
      const servicePages = contentPages.filter(([id]) => /^(daa|dee|oracle)-/.test(id));
      expect(servicePages.length).toBeGreaterThan(0);
      for (const [id, page] of servicePages) {
        expect(page.sections.map((section) => section.type), pathOf(id)).toEqual(pageTemplates.service.sections);
      }
    });

    it('Salesforce pages (those under /salesforce/) follow the Salesforce template', () => {
      for (const route of registry.routes.filter((candidate) => candidate.path.startsWith('/salesforce/') && candidate.page)) {
        expect(registry.pages[route.page!]!.sections.map((section) => section.type), route.path).toEqual(pageTemplates.salesforce.sections);
      }
    });
  });
}
