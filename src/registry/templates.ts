/*
 * The page templates: the kinds of page the site has. A page names its template in pages.json
 * ("template"), and the template decides how the page is laid out and how its hero looks
 * (src/renderer/layouts), which calls to action it offers (content-rules.ts), and which blocks
 * `npm run new -- page … --template NAME` starts it with. docs/authoring.md lists them.
 * No zod and no React here: the browser reads the layout names too.
 */
export type Look = 'statement' | 'split' | 'industry' | 'standard' | 'form' | 'document' | 'reading' | 'placeholder';

export interface PageTemplate {
  /** What the template is for, shown by `npm run new`. */
  purpose: string;
  /** The blocks a new page of this kind starts with, top to bottom. */
  sections: readonly string[];
  /** How many items a list block holds on this kind of page (e.g. five solutions on an industry page). */
  items?: Readonly<Record<string, number>>;
  /** The heading of the closing call to action, when the template fixes it. */
  closingHeading?: string;
  /**
   * How the page looks (src/styles/looks/<look>.css) and is laid out (src/renderer/layouts.tsx):
   * "statement" (a large dark hero with the firm's proof), "split" (words beside a diagram of the
   * work, on a light band), "industry" (the sector's picture and its outcomes first), "standard"
   * (a dark hero, words only), "form" (the hero's words and the page's form side by side, so the
   * form is in the first screen), "document" (a plain document: title, then text at a reading
   * width), "reading" (an article, case study or profile: its own header, then text at a reading
   * width), "placeholder" (a page of its own: coming soon, not found).
   */
  look: Look;
  /** Whether the page sells: offers Get Started and Contact us. Legal pages and placeholders do not. */
  sells: boolean;
}

export const pageTemplates = {
  home: {
    purpose: 'The home page: a statement hero with the firm\'s proof, then alternating bands.',
    sections: ['hero', 'logo-wall', 'intro-banner', 'service-list', 'why-us', 'featured-quote', 'industries-served', 'insight-cards', 'call-to-action'],
    look: 'statement',
    sells: true,
  },
  practice: {
    purpose: 'A practice or section landing page (e.g. /data-automation-ai, /services): a split hero with a diagram, then its services as an index.',
    sections: ['hero', 'intro-banner', 'service-list', 'featured-quote', 'call-to-action'],
    look: 'split',
    sells: true,
  },
  service: {
    purpose: 'A service page (under /data-automation-ai, /digital-engineering-experience, /oracle-cloud).',
    sections: ['hero', 'intro-banner', 'why-us', 'problem-cards', 'service-list', 'industries-served', 'insight-cards', 'call-to-action'],
    look: 'split',
    sells: true,
  },
  salesforce: {
    purpose: 'A Salesforce product page under /salesforce/.',
    sections: ['hero', 'intro-banner', 'problem-cards', 'expectations', 'testimonials', 'industries-served', 'blog-teasers', 'call-to-action'],
    look: 'split',
    sells: true,
  },
  industry: {
    purpose: 'An industry page under /industries/ (it is also added to shared.industries, so /industries lists it).',
    sections: ['hero', 'approach', 'service-list', 'problem-cards', 'awards-row', 'testimonials', 'insight-cards', 'call-to-action'],
    items: { 'service-list': 5 },
    closingHeading: 'Decomplexify digital with Northbeam today',
    look: 'industry',
    sells: true,
  },
  about: {
    purpose: 'About the firm: its people and its story.',
    sections: ['hero', 'intro-banner', 'people', 'timeline', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  careers: {
    purpose: 'Careers: open roles near the top, then people and culture, then the application form.',
    sections: ['hero', 'open-positions', 'people', 'form', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  contact: {
    purpose: 'A page that exists for its form (contact): the form beside the hero, in the first screen.',
    sections: ['hero', 'form', 'offices', 'call-to-action'],
    look: 'form',
    sells: true,
  },
  'get-started': {
    purpose: 'The get-started page: short steps and the request form beside the hero.',
    sections: ['hero', 'form', 'engagement-offers', 'call-to-action'],
    look: 'form',
    sells: true,
  },
  article: {
    purpose: 'An article under /insights: title, standfirst, author, date and tags, its body from a Markdown file (content/insights/<name>.md), related reading, a closing call to action.',
    sections: ['article', 'related-insights', 'call-to-action'],
    look: 'reading',
    sells: true,
  },
  'case-study': {
    purpose: 'A client story under /insights: the client, the challenge, what we did, the outcomes in figures, their words, related reading.',
    sections: ['case-study', 'related-insights', 'call-to-action'],
    look: 'reading',
    sells: true,
  },
  person: {
    purpose: 'A person\'s profile under /about-us/leadership: portrait, role, biography, practices and the articles they wrote (listed by the build).',
    sections: ['person-profile', 'call-to-action'],
    look: 'reading',
    sells: true,
  },
  insights: {
    purpose: 'The insights hub (/insights): every article and case study, newest first (the newest as the lead, across the grid), with filters by practice and industry and pages of twelve, made by the build.',
    sections: ['hero', 'insights-index', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  leadership: {
    purpose: 'The leadership page: the people who lead the firm, each linking to their profile.',
    sections: ['hero', 'people', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  story: {
    purpose: 'The firm\'s story: a timeline of its years.',
    sections: ['hero', 'timeline', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  legal: {
    purpose: 'A long text such as terms or a privacy policy: a plain document, no sales buttons.',
    sections: ['hero', 'rich-text'],
    look: 'document',
    sells: false,
  },
  basic: {
    purpose: 'Any other page: a hero and a closing call to action; add blocks between them.',
    sections: ['hero', 'call-to-action'],
    look: 'standard',
    sells: true,
  },
  placeholder: {
    purpose: 'The placeholder for content not yet ready (coming soon).',
    sections: ['coming-soon'],
    look: 'placeholder',
    sells: false,
  },
  'not-found': {
    purpose: 'The page shown for an address the site does not have.',
    sections: ['not-found'],
    look: 'placeholder',
    sells: false,
  },
} as const satisfies Record<string, PageTemplate>;

export type TemplateName = keyof typeof pageTemplates;
export const templateNames = Object.keys(pageTemplates) as [TemplateName, ...TemplateName[]];
/** The template of a page that names none. */
export const DEFAULT_TEMPLATE: TemplateName = 'basic';
