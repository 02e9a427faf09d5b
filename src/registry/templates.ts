/*
 * The page templates: which blocks a kind of page is made of, top to bottom. The content tests
 * check pages against them, `npm run new -- page … --template NAME` starts a page from them, and
 * docs/authoring.md lists them.
 */
export interface PageTemplate {
  /** What the template is for, shown by `npm run new`. */
  purpose: string;
  sections: readonly string[];
  /** How many items a list block holds on this kind of page (e.g. five solutions on an industry page). */
  items?: Readonly<Record<string, number>>;
  /** The heading of the closing call to action, when the template fixes it. */
  closingHeading?: string;
}

export const pageTemplates = {
  service: {
    purpose: 'A service page (under /data-automation-ai, /digital-engineering-experience, /oracle-cloud).',
    sections: ['hero', 'intro-banner', 'why-us', 'problem-cards', 'service-list', 'industries-served', 'insight-cards', 'call-to-action'],
  },
  industry: {
    purpose: 'An industry page under /industries/ (it is also added to shared.industries, so /industries lists it).',
    sections: ['hero', 'approach', 'service-list', 'problem-cards', 'awards-row', 'testimonials', 'insight-cards', 'call-to-action'],
    items: { 'service-list': 5 },
    closingHeading: 'Decomplexify digital with Northbeam today',
  },
  salesforce: {
    purpose: 'A Salesforce product page under /salesforce/.',
    sections: ['hero', 'intro-banner', 'problem-cards', 'expectations', 'testimonials', 'industries-served', 'blog-teasers', 'call-to-action'],
  },
  legal: {
    purpose: 'A long text such as terms or a privacy policy.',
    sections: ['hero', 'rich-text', 'call-to-action'],
  },
  basic: {
    purpose: 'Any other page: a hero and a closing call to action; add blocks between them.',
    sections: ['hero', 'call-to-action'],
  },
} as const satisfies Record<string, PageTemplate>;

export type TemplateName = keyof typeof pageTemplates;
