/**
 * The allow-list of form tables: the URL name (`contact-us` …) maps to a table, its columns for
 * listing and searching, and how a row reads in the API (camelCase) and in the CSV export.
 * Nothing from a request ever names a table or column directly.
 */
import type { Database } from '../db/schema.ts';

export const FORM_TABLES = ['contact-us', 'careers', 'get-started'] as const;
export type FormTable = (typeof FORM_TABLES)[number];

export function isFormTable(value: string): value is FormTable {
  return (FORM_TABLES as readonly string[]).includes(value);
}

type DbTable = 'contact_us_forms' | 'careers_forms' | 'get_started_forms';

interface TableSpec {
  db: DbTable;
  /** Columns listed (never the CV bytes), database name → API name. */
  columns: Record<string, string>;
  /** Columns the text filter `q` searches. */
  search: string[];
  /** Columns that hold JSON arrays. */
  json: string[];
  /** Display name of the sender for /new. */
  nameOf(row: Record<string, unknown>): string;
}

const base = { id: 'id', status: 'status', created_at: 'createdAt' };

export const TABLES: Record<FormTable, TableSpec> = {
  'contact-us': {
    db: 'contact_us_forms',
    columns: {
      ...base,
      first_name: 'firstName',
      last_name: 'lastName',
      email: 'email',
      contact_number: 'contactNumber',
      country: 'country',
      company_name: 'companyName',
      industry: 'industry',
      services: 'services',
      message: 'message',
    },
    search: ['first_name', 'last_name', 'email', 'company_name', 'country', 'message'],
    json: ['services'],
    nameOf: (row) => `${String(row.first_name ?? '')} ${String(row.last_name ?? '')}`.trim(),
  },
  careers: {
    db: 'careers_forms',
    columns: {
      ...base,
      name: 'name',
      email: 'email',
      phone: 'phone',
      position: 'position',
      profile_url: 'profileUrl',
      cover_message: 'coverMessage',
      cv_filename: 'cvFilename',
      cv_content_type: 'cvContentType',
      cv_size: 'cvSize',
    },
    search: ['name', 'email', 'position', 'cover_message'],
    json: [],
    nameOf: (row) => String(row.name ?? ''),
  },
  'get-started': {
    db: 'get_started_forms',
    columns: {
      ...base,
      name: 'name',
      email: 'email',
      company: 'company',
      phone: 'phone',
      services: 'services',
      budget: 'budget',
      timeline: 'timeline',
      message: 'message',
    },
    search: ['name', 'email', 'company', 'message'],
    json: ['services'],
    nameOf: (row) => String(row.name ?? ''),
  },
};

/** A database row → the API's form object. */
export function toApiForm(table: FormTable, row: Record<string, unknown>): Record<string, unknown> {
  const spec = TABLES[table];
  const form: Record<string, unknown> = {};
  for (const [column, key] of Object.entries(spec.columns)) {
    let value = row[column];
    if (spec.json.includes(column) && typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        value = [];
      }
    }
    if (column === 'id' || column === 'cv_size') value = Number(value);
    form[key] = value;
  }
  return form;
}

export type { Database };
