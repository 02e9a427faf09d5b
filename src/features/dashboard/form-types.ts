/**
 * How each kind of submission reads in the dashboard: names, list columns and detail fields, all
 * taken from the form descriptions (src/forms), so a new field shows up here without an edit.
 */
import { apiKey, searchHint, senderName, shownValue, type AnyFormDescription, type FieldKind } from '../../forms/describe.ts';
import { FORMS, FORM_KINDS, type FormKind } from '../../forms/kinds.ts';
import type { StaffForm } from '../../lib/http/staff-api.ts';

export interface Column {
  label: string;
  value: (form: StaffForm) => string;
  /** The sender's e-mail address (shown with src/ui/EmailText.tsx). */
  isEmail: boolean;
}

export interface Field {
  key: string;
  label: string;
  kind: FieldKind;
  isEmail: boolean;
}

/** A file sent with the form (the CV): its name and size, and a download button. */
export interface FileField {
  label: string;
  filenameKey: string;
  sizeKey: string;
}

export interface FormType {
  table: FormKind;
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
  file?: FileField;
  nameOf: (form: StaffForm) => string;
}

/** A stored value as text: lists joined with commas, nothing for missing. Never HTML. */
export const text = shownValue;

function formType(table: FormKind): FormType {
  const form: AnyFormDescription = FORMS[table];
  const fields = Object.entries(form.fields).map(([key, field]) => ({ key, label: field.label, kind: field.kind ?? 'text', isEmail: key === form.email }));
  return {
    table,
    path: `/dashboard/${table}-form`,
    heading: form.heading,
    noun: form.noun,
    nouns: form.nouns,
    searchHint: searchHint(form),
    columns: form.listed.map((key) => ({ label: form.fields[key]?.label ?? key, value: (item: StaffForm) => text(item[key]), isEmail: key === form.email })),
    fields,
    file: form.file && { label: form.file.label, filenameKey: apiKey(form.file.columns.filename), sizeKey: apiKey(form.file.columns.size) },
    nameOf: (item) => senderName(form, item) || '(no name)',
  };
}

export const FORM_TYPES = Object.fromEntries(FORM_KINDS.map((kind) => [kind, formType(kind)])) as Record<FormKind, FormType>;
