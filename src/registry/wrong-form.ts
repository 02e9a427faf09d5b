import { didYouMean } from './did-you-mean.ts';
import { ID_PATTERN, IMAGE_PATTERN, LINK_PATTERN, NO_TAGS_PATTERN, PATH_PATTERN } from './fields.ts';

/** What the messages may look up: the site's paths, and the files of the images folder. */
export interface FormContext {
  /** Lets a link be corrected to the route it meant. */
  routePaths: readonly string[];
  /** The files under src/assets/images (image-files.ts), when known: a name is then corrected to a file that exists. */
  imageFiles?: () => readonly string[];
}

/**
 * A path, link, image name or id in the wrong form, in words: what such a value looks like and,
 * when one can be made, the corrected value ("/Insights/My Page" → "/insights/my-page"). A schema
 * only knows its regex, which means nothing to an author. Undefined for a pattern not described here.
 */
export function wrongForm(pattern: string, value: unknown, context: FormContext): string | undefined {
  const quoted = JSON.stringify(value);
  const text = typeof value === 'string' ? value : '';
  const fix = (suggested: string | undefined, form: RegExp) => (suggested && suggested !== text && form.test(suggested) ? ` Did you mean "${suggested}"?` : '');
  // "library\energy.svg": a backslash written for a folder; JSON read "\e" or "\t" as an escape.
  const slashed = /[\\\t\n\r\b\f]/.test(text) ? backslashed(text) : text;
  const backslash = (form: RegExp) => ` A backslash starts an escape in JSON; paths use /${form.test(slashed) ? `: write "${slashed}"` : ''}.`;
  switch (pattern) {
    case PATH_PATTERN.source:
      return `${quoted} is not a path: a path is "/" followed by lower-case words joined by hyphens, with "/" between levels and none at the end, e.g. "/industries/healthcare".${slashed !== text ? backslash(PATH_PATTERN) : fix(asPath(text), PATH_PATTERN)}`;
    case LINK_PATTERN.source:
      return `${quoted} is not a link: write a site path ("/" and lower-case words joined by hyphens, e.g. "/contact"), a "#anchor", a full https:// address, or a mailto: or tel: link.${slashed !== text ? backslash(LINK_PATTERN) : fix(asLink(text, context.routePaths), LINK_PATTERN)}`;
    case IMAGE_PATTERN.source:
      return `${quoted} is not an image file name: lower-case letters, digits and hyphens, "/" between folders, ending in .svg, .png, .jpg, .jpeg, .webp or .avif, e.g. "services/cloud.svg".${slashed !== text ? backslash(IMAGE_PATTERN) : fileNameFix(text, context)}`;
    case NO_TAGS_PATTERN.source:
      return `this field is plain text, so visitors would see ${JSON.stringify(firstTag(text))} as typed: remove the tag. Texts take no HTML; for headings, paragraphs and lists use a "rich-text" section, and for a link a button ("actions").`;
    case ID_PATTERN.source:
      return `${quoted} is not an id: lower-case words joined by hyphens, e.g. "cloud-engineering".${fix(slug(text), ID_PATTERN)}`;
    default:
      return undefined;
  }
}

const firstTag = (value: string) => /<\/?[A-Za-z][A-Za-z0-9-]*(\s[^<>]*)?\/?>/.exec(value)?.[0] ?? '<';

/** "My Page" → "my-page": lower case, accents dropped, anything else between words a hyphen. */
function slug(word: string): string {
  return word
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "/Insights/My Page/" or "about-us" → "/insights/my-page", "/about-us". */
function asPath(value: string): string | undefined {
  const segments = value.split('/').map(slug).filter(Boolean);
  return segments.length ? '/' + segments.join('/') : undefined;
}

/** The link an author most likely meant: a route, a path, an https:// or mailto: address. */
function asLink(value: string, routePaths: readonly string[]): string | undefined {
  const trimmed = value.trim();
  if (/^http:\/\//i.test(trimmed)) return trimmed.replace(/^http:/i, 'https:');
  if (/^www\./i.test(trimmed)) return `https://${trimmed}`;
  const email = /[^\s@:/]+@[^\s@]+\.[a-z]+/i.exec(trimmed)?.[0];
  if (email) return `mailto:${email}`;
  if (trimmed.includes(':')) return undefined; // some other kind of address: no guess
  const [pathPart = '', anchor] = trimmed.split('#');
  const hash = anchor === undefined ? '' : `#${slug(anchor)}`;
  if (pathPart.trim() === '') return hash || undefined;
  const path = asPath(pathPart);
  if (path === undefined) return undefined;
  return (routePaths.includes(path) ? path : (didYouMean(path, routePaths) ?? path)) + hash;
}

/**
 * The name to write, and the file to rename when the file itself has the bad name ("Offsite
 * 2026.PNG" copied in as it was): suggesting only the good name sent the author to a file that did
 * not exist, whose check then suggested the bad name back.
 */
function fileNameFix(value: string, context: FormContext): string {
  const suggested = asFileName(value);
  if (!suggested || suggested === value || !IMAGE_PATTERN.test(suggested)) return '';
  const files = context.imageFiles?.();
  if (!files || files.includes(suggested)) return ` Did you mean "${suggested}"?`;
  if (files.includes(value)) return ` Rename the file \`${value}\` to \`${suggested}\` (in src/assets/images), and write "${suggested}" here.`;
  return ` Name the file in that form, e.g. \`${suggested}\`, and write that name here.`;
}

/** "library\\energy.svg" → "library/energy.svg"; "\t" and the like were a backslash and a letter. */
function backslashed(value: string): string {
  const letters: Record<string, string> = { '\\': '', '\t': 't', '\n': 'n', '\r': 'r', '\b': 'b', '\f': 'f' };
  return value.replace(/[\\\t\n\r\b\f]/g, (char) => `/${letters[char]}`).replace(/\/{2,}/g, '/');
}

/** "Services/Cloud Engineering.SVG" → "services/cloud-engineering.svg". */
export function asFileName(value: string): string | undefined {
  const match = /^(.*)\.([A-Za-z]+)$/.exec(value.trim());
  if (!match) return undefined;
  const folders = match[1]!.split('/').map(slug).filter(Boolean);
  return folders.length ? `${folders.join('/')}.${match[2]!.toLowerCase()}` : undefined;
}
