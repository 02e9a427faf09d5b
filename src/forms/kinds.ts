/**
 * The one list of visitor form kinds. The kind is the name in URLs (`/api/form/submit/<kind>-form`,
 * `/api/form/type/<kind>`, `/dashboard/<kind>-form`); the order is the dashboard's.
 */
import { careersForm } from './careers.ts';
import { contactUsForm } from './contact-us.ts';
import { getStartedForm } from './get-started.ts';

export const FORMS = {
  'contact-us': contactUsForm,
  careers: careersForm,
  'get-started': getStartedForm,
} as const;

export type FormKind = keyof typeof FORMS;
export type FormTableName = (typeof FORMS)[FormKind]['table'];

export const FORM_KINDS = Object.keys(FORMS) as FormKind[];

export function isFormKind(value: string): value is FormKind {
  return Object.hasOwn(FORMS, value);
}
