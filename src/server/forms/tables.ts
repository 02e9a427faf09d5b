/**
 * The form tables as the server reads and writes them, all taken from the form descriptions
 * (src/forms): the URL's kind names the table, the description names its columns, how a row reads
 * in the API (camelCase keys, lists as arrays) and how a submission becomes a row. Nothing from a
 * request ever names a table or column directly.
 */
import type { Insertable } from 'kysely';
import { apiKey, shownValue, type AnyFormDescription } from '../../forms/describe.ts';
import { FORMS, FORM_KINDS, isFormKind, type FormKind, type FormTableName } from '../../forms/kinds.ts';
import type { Database } from '../db/schema.ts';
import { searchText } from './search.ts';

export { FORMS, FORM_KINDS, isFormKind, type FormKind };

/** A column the staff API shows, and its key there. */
export interface ListedColumn {
  column: string;
  key: string;
}

/** Every form table starts with these. */
const BASE_COLUMNS: ListedColumn[] = [
  { column: 'id', key: 'id' },
  { column: 'status', key: 'status' },
  { column: 'created_at', key: 'createdAt' },
  { column: 'stage', key: 'stage' },
  { column: 'owner_id', key: 'ownerId' },
  { column: 'first_replied_at', key: 'firstRepliedAt' },
];

/** A file that came with a submission, as the server checked it. */
export interface StoredFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** Columns the staff API and the CSV show, in order: never the file's bytes. */
export function listedColumns(form: AnyFormDescription): ListedColumn[] {
  const columns = [...BASE_COLUMNS, ...Object.entries(form.fields).map(([key, field]) => ({ column: field.column, key }))];
  if (form.file) {
    const { filename, contentType, size } = form.file.columns;
    for (const column of [filename, contentType, size]) columns.push({ column, key: apiKey(column) });
  }
  return columns;
}

/** Columns the staff list's text search looks in. */
export function searchColumns(form: AnyFormDescription): string[] {
  return Object.values(form.fields)
    .filter((field) => field.search)
    .map((field) => field.column);
}

/** How to read one form's rows: worked out once per form, not once per row. */
interface RowReader {
  columns: ListedColumn[];
  lists: Set<string>;
  numbers: Set<string | undefined>;
}

const readers = new WeakMap<AnyFormDescription, RowReader>();

function rowReader(form: AnyFormDescription): RowReader {
  let reader = readers.get(form);
  if (!reader) {
    reader = {
      columns: listedColumns(form),
      lists: new Set(Object.values(form.fields).flatMap((field) => (field.kind === 'list' ? [field.column] : []))),
      numbers: new Set(['id', form.file?.columns.size]),
    };
    readers.set(form, reader);
  }
  return reader;
}

/** A database row → the API's form object (camelCase keys; lists as arrays; numbers as numbers). */
export function toApiForm(form: AnyFormDescription, row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { columns, lists, numbers } = rowReader(form);
  const values: Record<string, unknown> = {};
  for (const { column, key } of columns) {
    let value = row[column];
    if (lists.has(column) && typeof value === 'string') value = parseList(value);
    if (numbers.has(column)) value = Number(value);
    if (column === 'owner_id') value = value === null || value === undefined ? null : Number(value);
    values[key] = value;
  }
  return values;
}

function parseList(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}

export type FormInsert = Insertable<Database[FormTableName]>;

/** A checked submission (API keys) and its file → the row to insert. */
export function toRow(form: AnyFormDescription, values: Readonly<Record<string, unknown>>, file: StoredFile | undefined, createdAt: string): FormInsert {
  const row: Record<string, unknown> = { created_at: createdAt };
  for (const [key, field] of Object.entries(form.fields)) {
    const value = values[key];
    row[field.column] = field.kind === 'list' ? JSON.stringify(value ?? []) : value;
  }
  // The staff search's folded copy of the searchable columns, as migration 003 fills it for older rows.
  row.search_text = searchText(searchColumns(form).map((column) => String(row[column] ?? '')));
  if (form.file && file) {
    const { columns } = form.file;
    Object.assign(row, { [columns.filename]: file.filename, [columns.contentType]: file.contentType, [columns.size]: file.bytes.length, [columns.data]: file.bytes });
  }
  // Built column by column from the same description that makes the table's row type.
  return row as FormInsert;
}

/** Label → value lines for the staff notification, in the description's order. */
export function notificationLines(form: AnyFormDescription, values: Readonly<Record<string, unknown>>, file: StoredFile | undefined): Array<[string, string]> {
  const lines = Object.entries(form.fields).map(([key, field]): [string, string] => [field.label, shownValue(values[key])]);
  if (form.file && file) lines.push([form.file.label, `${file.filename} (${Math.ceil(file.bytes.length / 1024)} KB, download it from the dashboard)`]);
  return lines;
}
