import { useEffect, useRef, type RefObject } from 'react';

/**
 * A button disabled while its request runs loses focus (the browser moves it to <body>), and a
 * keyboard or screen-reader user is left nowhere when the request ends. This puts focus back on
 * the button once it is enabled again, if it had focus and nothing else took it meanwhile; on the
 * first field of `fallback` (a form) instead when the button stays disabled (a Save with nothing
 * left to save).
 */
export function useFocusAfterBusy<T extends HTMLElement>(busy: boolean, fallback?: RefObject<HTMLElement | null>): RefObject<T | null> {
  const ref = useRef<T>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => (hadFocus.current = event.target === ref.current);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    if (busy || !hadFocus.current) return;
    if (document.activeElement !== document.body && document.activeElement !== null) return;
    const button = ref.current;
    if (button && !(button as unknown as HTMLButtonElement).disabled) button.focus();
    else fallback?.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [busy, fallback]);

  return ref;
}
