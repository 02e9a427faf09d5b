import { useLayoutEffect, useRef } from 'react';

/**
 * What a visitor typed, or the browser autofilled, before the app hydrated is in the field but
 * not in the form's state; React leaves it alone while hydrating, but the form's next render would
 * put the state's empty value back. So on mount a field hands what it holds to the state. (After
 * a client-side navigation the field holds the state's value already, and nothing happens.)
 * A layout effect: its update is rendered at once, before the render that hydration ends with, so
 * the field never shows the empty value in between (a keystroke there would be lost).
 */
export function useEarlyInput<Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(value: string, onChange: (value: string) => void) {
  const ref = useRef<Element>(null);
  useLayoutEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Once, on mount: later the state leads and the field follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The same for a group of checkboxes: the boxes ticked before hydration, in the options' order. */
export function useEarlyChecks(value: readonly string[], onChange: (value: string[]) => void) {
  const ref = useRef<HTMLFieldSetElement>(null);
  useLayoutEffect(() => {
    const ticked = [...(ref.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked') ?? [])].map((box) => box.value);
    if (ticked.length !== value.length || ticked.some((option) => !value.includes(option))) onChange(ticked);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/** The same for a file input: the file chosen before hydration (a CV). */
export function useEarlyFile(file: File | null, onChange: (file: File | null) => void) {
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const chosen = ref.current?.files?.[0] ?? null;
    if (chosen && chosen !== file) onChange(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
