/** How each kind of submission reads in the dashboard: names, list columns and detail fields. */
import type { FormTable, StaffForm } from '../../lib/http/staff-api.ts';

export interface Column {
  label: string;
  value: (form: StaffForm) => string;
}

export interface Field {
  key: string;
  label: string;
  /** Long free text: shown as a block, line breaks kept. */
  long?: boolean;
}

export interface FormType {
  table: FormTable;
  path: string;
  /** Plural heading, e.g. 'Contact enquiries'. */
  heading: string;
  /** One item, lower case, e.g. 'enquiry'. */
  noun: string;
  nouns: string;
  searchHint: string;
  /** Columns after the sender's name. */
  columns: Column[];
  fields: Field[];
  nameOf: (form: StaffForm) => string;
}

export function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(text).join(', ');
  return String(value);
}

const NAME_FIELD = (form: StaffForm) => text(form.name).trim() || '(no name)';

export const FORM_TYPES: Record<FormTable, FormType> = {
  'contact-us': {
    table: 'contact-us',
    path: '/dashboard/contact-us-form',
    heading: 'Contact enquiries',
    noun: 'enquiry',
    nouns: 'enquiries',
    searchHint: 'Searches name, e-mail, company, country and message',
    nameOf: (form) => `${text(form.firstName)} ${text(form.lastName)}`.trim() || '(no name)',
    columns: [
      { label: 'Company', value: (form) => text(form.companyName) },
      { label: 'E-mail', value: (form) => text(form.email) },
    ],
    fields: [
      { key: 'firstName', label: 'First name' },
      { key: 'lastName', label: 'Last name' },
      { key: 'email', label: 'E-mail' },
      { key: 'contactNumber', label: 'Phone' },
      { key: 'companyName', label: 'Company' },
      { key: 'country', label: 'Country' },
      { key: 'industry', label: 'Industry' },
      { key: 'services', label: 'Services' },
      { key: 'message', label: 'Message', long: true },
    ],
  },
  careers: {
    table: 'careers',
    path: '/dashboard/careers-form',
    heading: 'Job applications',
    noun: 'application',
    nouns: 'applications',
    searchHint: 'Searches name, e-mail, position and cover message',
    nameOf: NAME_FIELD,
    columns: [
      { label: 'Position', value: (form) => text(form.position) },
      { label: 'E-mail', value: (form) => text(form.email) },
    ],
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'E-mail' },
      { key: 'phone', label: 'Phone' },
      { key: 'position', label: 'Position' },
      { key: 'profileUrl', label: 'Profile link' },
      { key: 'coverMessage', label: 'Cover message', long: true },
    ],
  },
  'get-started': {
    table: 'get-started',
    path: '/dashboard/get-started-form',
    heading: 'Get-started requests',
    noun: 'request',
    nouns: 'requests',
    searchHint: 'Searches name, e-mail, company and message',
    nameOf: NAME_FIELD,
    columns: [
      { label: 'Company', value: (form) => text(form.company) },
      { label: 'Budget', value: (form) => text(form.budget) },
    ],
    fields: [
      { key: 'name', label: 'Name' },
      { key: 'email', label: 'E-mail' },
      { key: 'phone', label: 'Phone' },
      { key: 'company', label: 'Company' },
      { key: 'services', label: 'Services' },
      { key: 'budget', label: 'Budget' },
      { key: 'timeline', label: 'Timeline' },
      { key: 'message', label: 'Message', long: true },
    ],
  },
};
