import { useLayoutEffect, useRef } from 'react';

/**
 * What a visitor typed, chose or attached (or the browser autofilled) before the app hydrated is
 * in the field but not in the form's state; React leaves it alone while hydrating, but the form's
 * next render would put the state's empty value back. So on mount a field hands what it holds to
 * the state. (After a client-side navigation the field holds the state's value already, and
 * nothing happens.) A layout effect: its update is rendered at once, before the render that
 * hydration ends with, so the field never shows the empty value in between (a keystroke there
 * would be lost).
 */
function useEarly<Element extends HTMLElement, Value>(read: (element: Element) => Value, differs: (shown: Value) => boolean, onChange: (value: Value) => void) {
  const ref = useRef<Element>(null);
  useLayoutEffect(() => {
    if (!ref.current) return;
    const shown = read(ref.current);
    if (differs(shown)) onChange(shown);
    // Once, on mount: later the state leads and the field follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** A text field, text area or select. */
export function useEarlyInput<Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(value: string, onChange: (value: string) => void) {
  return useEarly<Element, string>((element) => element.value, (shown) => shown !== value, onChange);
}

/** A group of checkboxes: the boxes ticked before hydration, in the options' order. */
export function useEarlyChecks(value: readonly string[], onChange: (value: string[]) => void) {
  return useEarly<HTMLFieldSetElement, string[]>(
    (fieldset) => [...fieldset.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')].map((box) => box.value),
    (ticked) => ticked.length !== value.length || ticked.some((option) => !value.includes(option)),
    onChange,
  );
}

/** A file input: the file chosen before hydration (a CV). */
export function useEarlyFile(file: File | null, onChange: (file: File | null) => void) {
  return useEarly<HTMLInputElement, File | null>((input) => input.files?.[0] ?? null, (chosen) => chosen !== null && chosen !== file, onChange);
}
