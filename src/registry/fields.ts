import { z } from 'zod';

/*
 * Building blocks for block and registry schemas. Every field carries a help text: the generated
 * JSON Schema shows it in the editor of whoever edits pages.json.
 *
 * Three custom keywords mark values that JSON Schema alone cannot check; the semantic checks in
 * ./check.ts and the resolver in ./resolve.ts find them by walking the zod schema:
 *   x-kind: "text"   words a visitor reads (the build keeps figure ranges on one line)
 *   x-kind: "link"   an internal path, which must resolve to a route (or an external URL)
 *   x-kind: "asset"  a file under src/assets/images, which must exist
 *   x-kind: "markdown"  a Markdown file (e.g. "content/insights/x.md"), which must exist; the build
 *                    renders it and the checks read its links, images and headings (./markdown.ts)
 *   x-shared: KIND   the id of an item in `shared.KIND`, which must exist
 * and one marks a block that lists every item of a kind (the resolver gives its page all of them):
 *   x-shared-all: KIND
 */

export const KIND = 'x-kind';
export const SHARED = 'x-shared';
export const SHARED_ALL = 'x-shared-all';

/** The forms of a value a pattern allows; ./wrong-form.ts says each in words, with the corrected value. */
export const LINK_PATTERN = /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:[+0-9 ()-]+)$/;
export const IMAGE_PATTERN = /^[a-z0-9\-/]+\.(svg|png|jpg|jpeg|webp|avif)$/;
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const PATH_PATTERN = /^\/([a-z0-9]+(-[a-z0-9]+)*)?(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
/**
 * A text without HTML tags ("<b>", "</p>", "<script …>"): the site shows texts as written, so a
 * tag would reach visitors as literal characters. A "<" that starts no tag ("a < b") is fine.
 */
export const NO_TAGS_PATTERN = /^(?![\s\S]*<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>)/;

/*
 * Every text has a maximum length, stated in its help text, so a pasted essay is refused at its
 * place instead of breaking a card's layout. The limits are generous: about twice the longest text
 * of its kind the site has. Short texts (headings, labels, names): 160 unless a field says less
 * (headings 140); texts of a few sentences: 600; a paragraph of a long text: 1,200.
 */
export const TEXT_MAX = 600;
const LINE_MAX = 160;
const withLimit = (help: string, max: number) => `${help} At most ${max.toLocaleString('en-US')} characters.`;
const plain = (max: number) => z.string().trim().max(max).regex(NO_TAGS_PATTERN, 'This field is plain text: remove the HTML tag');

/** A text a visitor reads (x-kind "text": the build sets its typography, ./typography.ts). */
export const text = (help: string, max = TEXT_MAX) => plain(max).min(1).meta({ [KIND]: 'text', description: withLimit(help, max) });

/** A short single-line text: headings, labels, names. */
export const line = (help: string, max = LINE_MAX) => plain(max).min(1).meta({ [KIND]: 'text', description: withLimit(help, max) });

/** Text shown exactly as written (a code sample): tags are its content, not markup. */
export const verbatim = (help: string, max = 4000) => z.string().min(1).max(max).meta({ [KIND]: 'text', description: withLimit(help, max) });

export const link = (help = 'Where it goes: a site path such as "/contact", or a full https:// URL, mailto: or tel: link.') =>
  z
    .string()
    .regex(LINK_PATTERN, 'Use a site path like "/contact" (lower case), "#anchor", an https:// URL, mailto: or tel:')
    .meta({ [KIND]: 'link', description: help });

export const image = (help = 'An image: a file under src/assets/images and a text alternative.') =>
  z
    .strictObject({
      src: z
        .string()
        .regex(IMAGE_PATTERN, 'An image file name under src/assets/images, like "services/cloud.svg"')
        .meta({ [KIND]: 'asset', description: 'File under src/assets/images, e.g. "services/cloud-engineering.svg".' }),
      alt: plain(250).describe(withLimit('What the image shows, read aloud to people who cannot see it. Leave empty ("") only for pure decoration.', 250)),
    })
    .describe(help);

export const cta = () =>
  z
    .strictObject({
      label: line('The button text, e.g. "Get Started".', 40),
      href: link(),
      style: z.enum(['primary', 'secondary', 'link']).optional().describe('How it looks: "primary" (filled), "secondary" (outlined) or "link" (text). Default "primary".'),
      opensContactForm: z
        .boolean()
        .optional()
        .describe('When true, the button opens the contact form in a dialog; href is where it goes without JavaScript (use "/contact").'),
    })
    .describe('A call-to-action button.');

export const sharedRef = <K extends string>(kind: K) =>
  z
    .string()
    .min(1)
    .meta({ [SHARED]: kind, description: `The id of an entry in "shared.${kind}".` });

/** A Markdown file beside pages.json, e.g. "content/insights/zero-downtime-core-banking.md". */
export const MARKDOWN_PATTERN = /^content\/[a-z0-9\-/]+\.md$/;
export const markdownFile = (help: string) =>
  z
    .string()
    .regex(MARKDOWN_PATTERN, 'A Markdown file under content/, like "content/insights/my-article.md"')
    .meta({ [KIND]: 'markdown', description: help });

/** A calendar day, YYYY-MM-DD. */
export const isoDate = (help: string) => z.iso.date('A date as YYYY-MM-DD, e.g. "2026-11-02"').describe(help);

export const idField = () =>
  z
    .string()
    .regex(ID_PATTERN, 'Use lower-case words joined by hyphens, like "cloud-engineering"')
    .describe('A unique id: lower-case words joined by hyphens.');

/** Structured rich text: headings, paragraphs, code samples, galleries and lists, so long texts stay editable as data. */
export const richContent = () =>
  z
    .array(
      z.discriminatedUnion('type', [
        z.strictObject({
          type: z.literal('heading'),
          level: z.union([z.literal(2), z.literal(3)]).describe('2 for a section heading, 3 for a sub-heading.'),
          text: line('The heading text.', 200),
          id: idField().optional().describe('Anchor for links to this heading, e.g. "cookies".'),
        }),
        z.strictObject({ type: z.literal('paragraph'), text: text('One paragraph of text.', 1200) }),
        z.strictObject({
          type: z.literal('gallery'),
          items: z
            .array(z.strictObject({ image: image('The picture.'), caption: line('Shown under the picture.', 120) }))
            .min(1)
            .describe('Pictures shown side by side, each with a caption.'),
        }),
        z.strictObject({ type: z.literal('code'), text: verbatim('Text shown exactly as written, in a fixed-width font, e.g. a JSON sample to copy.') }),
        z.strictObject({
          type: z.literal('list'),
          ordered: z.boolean().optional().describe('true for a numbered list.'),
          items: z.array(text('One list item.')).min(1),
        }),
      ]),
    )
    .min(1)
    .describe('The text, as a list of headings, paragraphs, code samples, galleries and lists.');
