import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from './fields.tsx';
import { errorsFrom } from '../../forms/issues.ts';

export { errorsFrom };

/** The subset of a zod/mini schema the forms use: the very schema the server runs. */
export interface SafeParser {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export function validate(schema: SafeParser, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : errorsFrom(result.error.issues);
}

/** The field focus goes to: the first marked invalid, or the form's first field. */
type FocusTarget = 'invalid' | 'first';
const FIRST_FIELD = '.field :is(input, select, textarea)';

/**
 * Values, errors and focus for one form. Errors clear per field as the visitor edits it.
 * `showErrors` sets errors and, after the render, moves focus to the first field (in document
 * order) that is marked invalid. `focusFirstField` moves it, after the render, to the form's first
 * field: where a visitor goes on when what held focus goes away (a success message, a panel that
 * stood in for the form), instead of focus falling to the page.
 */
export function useForm<V extends Record<string, unknown>>(initial: V) {
  // Callers pass a fresh literal each render; the first one is what a reset returns to.
  const [first] = useState<V>(initial);
  const [values, setValues] = useState<V>(first);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new object per request, so asking twice for the same target still runs the effect.
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const first = formRef.current?.querySelector<HTMLElement>(focusRequest.target === 'invalid' ? '[aria-invalid="true"]' : FIRST_FIELD);
    if (!first) return;
    // A fieldset (checkbox group) is not focusable itself: focus its first box.
    const target = first.tagName === 'FIELDSET' ? (first.querySelector<HTMLElement>('input') ?? first) : first;
    target.focus();
  }, [focusRequest]);

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name as string] ? { ...current, [name as string]: undefined } : current));
  }, []);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    if (Object.values(next).some(Boolean)) setFocusRequest({ target: 'invalid' });
  }, []);

  const focusFirstField = useCallback(() => setFocusRequest({ target: 'first' }), []);

  const reset = useCallback(() => {
    setValues(first);
    setErrors({});
  }, [first]);

  return { values, set, errors, showErrors, focusFirstField, reset, formRef };
}
