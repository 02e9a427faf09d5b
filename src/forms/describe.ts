/**
 * One description per kind of visitor form: each field's API key,
 * database column, label, zod schema and how its value reads. The zod schema the browser and the
 * server check with, the server's table type and row mapping, the staff notification mail, the CSV
 * export, the text search and the dashboard's list and detail view are all built from it, so
 * adding a field is one entry in a form's `fields` plus a migration that adds its column.
 *
 * No React and no server code here: the browser imports it (with zod/mini) too.
 */
import * as z from 'zod/mini';
import { honeypotField } from './common.ts';

/**
 * How a value is kept and shown. `text`: one line. `long`: free text, shown as a block with its
 * line breaks. `list`: a list of choices, stored as a JSON array and shown as "a, b".
 * `link`: an https address, a link in the detail view.
 */
export type FieldKind = 'text' | 'long' | 'list' | 'link';

/** One field a visitor fills in. `O` is the choices (from pages.json) its schema may need. */
export interface FieldDescription<O> {
  /** The database column (snake_case); the API key is the field's key in `fields`. */
  readonly column: string;
  /** What staff read in the mail, the detail view and the list header. */
  readonly label: string;
  /** The check, or a factory when the allowed values come from pages.json. */
  readonly schema: z.ZodMiniType | ((options: O) => z.ZodMiniType);
  /** Default `text`. */
  readonly kind?: FieldKind;
  /** The staff list's text search looks in it. */
  readonly search?: boolean;
}

/** A file sent with the form (the CV): checked by its bytes on the server, not by zod. */
export interface FileDescription {
  /** The multipart field name. */
  readonly field: string;
  readonly label: string;
  /** Database columns; the API names them in camelCase (cv_filename → cvFilename). The bytes are never listed. */
  readonly columns: { readonly filename: string; readonly contentType: string; readonly size: string; readonly data: string };
}

export interface FormDescription<O> {
  /** The database table. */
  readonly table: string;
  /** One item in a sentence, e.g. "contact enquiry" (the mails' subjects). */
  readonly title: string;
  /** The dashboard's plural heading, e.g. "Contact enquiries". */
  readonly heading: string;
  /** One item and several, lower case, e.g. "enquiry" / "enquiries" (the dashboard's wording). */
  readonly noun: string;
  readonly nouns: string;
  readonly fields: Readonly<Record<string, FieldDescription<O>>>;
  /** Keys whose values, joined by a space, name the sender. */
  readonly sender: readonly string[];
  /** Keys shown as columns of the staff list, after the sender's name. */
  readonly listed: readonly string[];
  /** Where replies go: the key of the sender's e-mail address. */
  readonly email: string;
  readonly file?: FileDescription;
}

/** Any form, whatever choices its schemas need (`never` accepts every options type). */
export type AnyFormDescription = FormDescription<never>;

type SchemaOf<F> = F extends { schema: (options: never) => infer S } ? S : F extends { schema: infer S } ? S : never;

/** The zod object shape a description makes: its fields, then the honeypot. */
export type FormShape<D extends AnyFormDescription> = { -readonly [K in keyof D['fields']]: SchemaOf<D['fields'][K]> } & { website: typeof honeypotField };

/** The zod object for a form: every field's schema in order, and the honeypot last. */
export function formSchema<O, D extends FormDescription<O>>(form: D, options: O) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, field] of Object.entries(form.fields)) {
    shape[key] = typeof field.schema === 'function' ? field.schema(options) : field.schema;
  }
  shape.website = honeypotField;
  // The loop above builds exactly FormShape<D>; TypeScript cannot follow a loop over keys.
  return z.object(shape as FormShape<D>);
}

/** The API key of a database column: snake_case → camelCase. */
export function apiKey(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** A stored value as staff read it: lists joined, nothing for missing. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(shownValue).join(', ');
  return String(value);
}

/** The sender's name from a form object (API keys), '' when it has none. */
export function senderName(form: AnyFormDescription, values: Record<string, unknown>): string {
  return form.sender
    .map((key) => shownValue(values[key]))
    .join(' ')
    .trim();
}

/** "Searches name, e-mail, company and message": the search's fields in words. */
export function searchHint(form: AnyFormDescription): string {
  const words: string[] = [];
  for (const [key, field] of Object.entries(form.fields)) {
    if (!field.search) continue;
    const word = form.sender.includes(key) ? 'name' : field.label.toLowerCase();
    if (!words.includes(word)) words.push(word);
  }
  const listed = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? '');
  return `Searches ${listed}`;
}
