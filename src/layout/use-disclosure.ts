import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Open/closed state for a menu with a trigger button: click toggles, hover opens and closes (with
 * a short grace period so the pointer can travel to the panel), Escape closes and returns focus to
 * the trigger, a click outside or a navigation closes it. `rootRef` goes on an element holding
 * both the trigger and the panel.
 *
 * `cssFallback`: the panel also opens from CSS before the app runs (the header's menus), so a
 * panel under the pointer or holding focus when the component mounts starts open. Off for a menu
 * that only the app opens (the dashboard's): it mounts with every screen, often under the pointer
 * that just chose that screen, and must start closed.
 */
export function useDisclosure<T extends HTMLElement, R extends HTMLElement>({ cssFallback = true }: { cssFallback?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<T>(null);
  const rootRef = useRef<R>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpenedAt = useRef(0);
  const [location] = useLocation();

  const close = useCallback(() => setOpen(false), []);
  useEffect(close, [location, close]);
  // A panel the CSS fallback shows before the app runs (pointer over it, or focus in it) stays
  // open when React takes over, instead of vanishing under the pointer or taking focus with it.
  useEffect(() => {
    if (cssFallback && rootRef.current?.matches(':hover, :focus-within')) setOpen(true);
  }, [cssFallback]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        triggerRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const hoverProps = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer.current);
      if (!open) hoverOpenedAt.current = Date.now();
      setOpen(true);
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer.current = setTimeout(() => setOpen(false), 150);
    },
    onBlur: (event: React.FocusEvent) => {
      if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
    },
  };
  // A click right after the pointer opened the menu by hovering means "open", not "toggle closed".
  const toggle = () => setOpen((value) => (value && Date.now() - hoverOpenedAt.current < 500 ? true : !value));
  return { open, setOpen, toggle, close, triggerRef, rootRef, hoverProps };
}
