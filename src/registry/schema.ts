import { z } from 'zod';
import { blocks } from '../blocks/index.ts';
import { screenNames } from './screen-names.ts';
import { pageTemplates, templateNames } from './templates.ts';
import { cta, ID_PATTERN, idField, image, line, link, PATH_PATTERN, sharedRef, text } from './fields.ts';

/*
 * The registry: everything the site is, in one validated file (pages.json). The JSON Schemas in
 * schemas/ are generated from this file (npm run gen:schemas); never edit them by hand.
 */

const [firstBlock, ...otherBlocks] = blocks.map((block) => block.schema);
export const sectionSchema = z
  .discriminatedUnion('type', [firstBlock!, ...otherBlocks])
  .describe('A section of the page. "type" picks the block; the other fields are that block\'s props.');

/** An ISO 3166-1 country code, as search engines' structured data wants it. */
const countryCode = (description: string) => z.string().regex(/^[A-Z]{2}$/, 'Two capital letters, the ISO 3166-1 code, e.g. "US", "GB"').describe(description);

const office = z.strictObject({
  city: line('City, shown as the office name.', 60),
  address: z.array(line('One line of the postal address.', 120)).min(1).describe('The postal address, one line per entry; the first is the street address.'),
  region: line('State, province or county, as its postal abbreviation where there is one, e.g. "TX". For search engines.', 60).optional(),
  postalCode: line('Postal code, e.g. "78701". For search engines.', 20).optional(),
  country: countryCode('The country, e.g. "US". For search engines (the address lines say it for people).'),
  phone: z.string().regex(/^\+[0-9 ()-]{6,24}$/, 'An international number starting with +').describe('Phone number in international form, e.g. "+1 415 555 0134".'),
  email: z.email().describe('The office\'s general info e-mail.'),
});

const industry = z.strictObject({
  title: line('Industry name as shown on cards and in the contact form, e.g. "Banking & Financial Services".', 80),
  summary: text('One or two sentences for the industry card.'),
  image: image(),
  path: link('The industry page.'),
});

const award = z.strictObject({
  title: line('Name of the award.', 100),
  issuer: line('Who gave it.', 100),
  year: z.number().int().min(2000).max(2100).describe('Year it was awarded.'),
  image: image('The badge.'),
});

const testimonial = z.strictObject({
  name: line('The person and their role, e.g. "Priya Raman, CIO, a regional bank".', 140),
  message: text('What they said, in their words.'),
  portrait: image('Their portrait. Leave out for an illustrated portrait the build draws from the testimonial\'s id.').optional(),
  portraitSeed: line('Any word: the illustrated portrait is drawn from it (default: the id). Change it for a different drawing.', 60).optional(),
});

const person = z.strictObject({
  name: line('Full name, e.g. "Ruth Okonkwo".', 80),
  role: line('Their role, e.g. "Managing Partner, Data, Automation & AI".', 120),
  location: sharedRef('offices').optional().describe('The office they work from (an id in "shared.offices").'),
  summary: text('One sentence about them, shown on their card.').optional(),
  quote: text('One sentence in their words, e.g. about working here (careers page).').optional(),
  page: link('Their profile page, if they have one, e.g. "/about-us/leadership/ruth-okonkwo".').optional(),
  portrait: image('Their portrait. Leave out for an illustrated portrait the build draws from the person\'s id.').optional(),
  portraitSeed: line('Any word: the illustrated portrait is drawn from it (default: the id). Change it for a different drawing.', 60).optional(),
});

const practice = z.strictObject({
  title: line('The practice group\'s name, e.g. "Data, Automation & AI".', 80),
  path: link('Its page, e.g. "/data-automation-ai".'),
});

const client = z.strictObject({
  name: line('The client\'s name, e.g. "Harborline Bank".', 80),
  logo: image('Their wordmark, e.g. "clients/harborline-bank.svg" (one colour, drawn as paths).'),
});

const position = z
  .strictObject({
    title: line('Job title, e.g. "Senior Data Engineer".', 100),
    location: line('Where, as people read it, e.g. "Austin or remote (US)".', 100),
    type: z.enum(['Full-time', 'Part-time', 'Contract']).describe('Employment type.'),
    summary: text('Two or three sentences on the role.'),
    posted: z.iso.date('A date as YYYY-MM-DD, e.g. "2026-11-02"').describe('The day the role was first advertised (YYYY-MM-DD). Job search engines show it.'),
    offices: z.array(sharedRef('offices')).describe('The offices the role is based at ("shared.offices" ids); empty for a fully remote role.'),
    remote: z.array(countryCode('A country remote applicants may live in, e.g. "US".')).min(1).optional().describe('Countries from which the role may be done remotely; leave out when it may not.'),
  })
  .refine((role) => role.offices.length > 0 || role.remote, { message: 'Name the offices the role is based at ("offices"), the countries it may be done from remotely ("remote"), or both.' });

const menuItemBase = {
  id: idField(),
  title: line('The text shown in the menu.', 80),
  path: link('Where it goes. Leave out for an item that only opens its sub-menu.').optional(),
};
export type MenuItem = { id: string; title: string; path?: string; menuItems?: MenuItem[] };
export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .strictObject({
      ...menuItemBase,
      menuItems: z.array(menuItemSchema).optional().describe('Nested items: a sub-menu.'),
    })
    .meta({ id: 'MenuItem', description: 'A menu item, with an optional nested menu.' }),
);

/** A top-level item of the one main menu, shown in the header bar and in the small-screen menu. */
const mainMenuItem = z
  .strictObject({
    ...menuItemBase,
    title: line('The text shown in the small-screen menu, and in the header unless "headerTitle" is given, e.g. "Services".', 80),
    headerTitle: line('The text in the header bar when it differs, e.g. "SERVICE".', 40).optional(),
    showIn: z.enum(['both', 'header', 'mobile']).optional().describe('Where the item shows: "both" (the default), only in the "header" bar, or only in the "mobile" menu (e.g. Contact Us, which the header offers as its button).'),
    menuItems: z.array(menuItemSchema).optional().describe('Nested items. In the header, items whose sub-items have sub-items of their own open as a mega-menu (one group per sub-item); otherwise as a dropdown. The small-screen menu expands them in place.'),
  })
  .meta({ id: 'MainMenuItem', description: 'A top-level item of the main menu (header and small-screen menu).' });
export type MainMenuItem = z.infer<typeof mainMenuItem>;

const route = z.strictObject({
  id: idField().describe('A unique id for the route.'),
  path: z
    .string()
    .regex(PATH_PATTERN, 'A path like "/industries/healthcare": lower case, hyphens, no trailing slash')
    .describe('The URL path, e.g. "/industries/healthcare".'),
  title: line('The page title shown in the browser tab and search results.', 70),
  page: z.string().min(1).optional().describe('The id of the page in "pages" this route shows.'),
  component: z.enum(screenNames).optional().describe('For screens that are code (sign-in, dashboard): which one.'),
  redirect: link('Send visitors of this path to another path.').optional(),
  index: z.boolean().optional().describe('true for the landing page of a section, e.g. "/industries".'),
  layout: z.enum(['site', 'bare']).optional().describe('"site" (default) shows the header and footer; "bare" hides them (sign-in, dashboard).'),
  protected: z.boolean().optional().describe('true when only signed-in staff may see it; others go to /login.'),
  sitemap: z.boolean().optional().describe('false to leave it out of sitemap.xml and search engines.'),
});

const templateHelp = Object.entries(pageTemplates)
  .map(([name, template]) => `"${name}": ${template.purpose}`)
  .join(' ');

const page = z.strictObject({
  template: z
    .enum(templateNames)
    .optional()
    .describe(`The kind of page, which decides its layout, the look of its hero and the buttons it offers. Default "basic". ${templateHelp}`),
  description: z.string().trim().min(50).max(170).describe('The search-result snippet and social preview text: 50 to 170 characters.'),
  sections: z.array(sectionSchema).min(1).describe('The page, top to bottom, as a list of blocks.'),
});

export const registrySchema = z
  .strictObject({
    $schema: z.string().optional().describe('Points editors at the JSON Schema; leave as is.'),
    site: z.strictObject({
      name: line('The company name.', 60),
      tagline: line('A short line under the name in search results.', 120),
      url: z.url({ protocol: /^https?$/ }).describe('The public address of the site, used for canonical links and the sitemap, e.g. "https://www.example.com".'),
      logo: image('The logo, shown in the header and footer.'),
      offices: z.array(sharedRef('offices')).length(4).describe('The four offices shown in the footer.'),
      social: z
        .array(z.strictObject({ network: z.enum(['instagram', 'linkedin', 'x']).describe('Which network.'), label: line('Accessible name, e.g. "Northbeam on LinkedIn".'), href: link() }))
        .length(3)
        .describe('The three social links in the footer.'),
      copyright: line('The copyright line, e.g. "© 2026 Northbeam Consulting Inc. All rights reserved."', 140),
      serviceOptions: z.array(line('A service title.', 80)).min(1).describe('The services visitors can tick in the contact and get-started forms.'),
    }),
    shared: z
      .strictObject({
        offices: z.record(z.string(), office).describe('Offices, by id.'),
        industries: z.record(z.string(), industry).describe('Industries, by id; blocks refer to them by id.'),
        awards: z.record(z.string(), award).describe('Award badges, by id.'),
        testimonials: z.record(z.string(), testimonial).describe('Customer testimonials, by id.'),
        positions: z.record(z.string(), position).describe('Open positions on the careers page, by id.'),
        people: z.record(z.string(), person).optional().describe('People of the firm (leadership, team), by id; blocks and articles refer to them by id.'),
        practices: z.record(z.string(), practice).optional().describe('The practice groups, by id; articles and case studies are tagged with them, and the insights hub filters by them.'),
        clients: z.record(z.string(), client).optional().describe('Clients whose logos the logo wall shows, by id.'),
      })
      .describe('Content used on several pages, defined once here and referred to by id.'),
    menus: z.strictObject({
      main: z.array(mainMenuItem).min(1).describe('The main menu, written once: the header bar on wide screens and the slide-in menu on small screens both show it, in this order.'),
      mobileOrder: z
        .array(z.string())
        .optional()
        .describe('The order of the top-level items in the small-screen menu, by id, where it differs from the header\'s, e.g. ["home", "services", "industries", "about-us", "contact"]. Items not listed follow in the order of "main".'),
      headerCta: cta().describe('The button at the right of the header (CONTACT US).'),
      footer: z
        .array(
          z.strictObject({
            title: line('Column heading, e.g. "Services".', 40),
            items: z.array(menuItemSchema).min(1).optional().describe('The column\'s links. Leave out when "menu" names a main-menu item whose links it lists.'),
            menu: z.string().min(1).optional().describe('The id of a main-menu item (e.g. "industries") whose links this column lists, so the footer and the menu always name the same pages. Give either this or "items".'),
          }),
        )
        .describe('The footer\'s link columns.'),
      legal: z.array(menuItemSchema).describe('The small links under the footer (terms, privacy).'),
    }),
    routes: z.array(route).min(1).describe('Every path of the site. Order does not matter; each path once.'),
    notFoundPage: z.string().min(1).describe('The id of the page shown for any path not in "routes".'),
    pages: z.record(z.string().regex(ID_PATTERN), page).describe('The pages, by id. Routes show them by id.'),
  })
  .meta({ title: 'Site registry (pages.json)', description: 'Every route, menu and page of the site.' });

export type Registry = z.infer<typeof registrySchema>;
export type Route = Registry['routes'][number];
export type Page = Registry['pages'][string];
export type Section = z.infer<typeof sectionSchema>;
export type Shared = Registry['shared'];
export type Site = Registry['site'];
export type Cta = z.infer<ReturnType<typeof cta>>;
export type Image = z.infer<ReturnType<typeof image>>;
