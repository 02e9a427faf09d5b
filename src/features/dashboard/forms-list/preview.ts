/**
 * The one line under a row's name: what the person wrote. The first free-text field that holds
 * something (an enquiry's message, an application's cover message), else the first listed column
 * (an application without a cover message previews its position). Line breaks become spaces, and
 * only the start is kept: the list shows one line (cut with an ellipsis by CSS), the opened item
 * the whole text.
 */
import { FORMS } from '../../../forms/kinds.ts';
import type { StaffForm } from '../../../lib/http/staff-api.ts';
import { text, type FormType } from '../form-types.ts';

/** More than a wide screen's line holds; the rest is never shown in the list. */
const PREVIEW_CHARS = 240;

export function previewOf(type: FormType, form: StaffForm): string {
  const longField = type.fields.filter((field) => field.kind === 'long').find((field) => text(form[field.key]).trim() !== '');
  const listed = FORMS[type.table].listed[0];
  const source = longField ? text(form[longField.key]) : listed ? text(form[listed]) : '';
  return source.replace(/\s+/g, ' ').trim().slice(0, PREVIEW_CHARS);
}
