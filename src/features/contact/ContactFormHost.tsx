import { useEffect, useState, type ComponentType } from 'react';
import { loadSiteStylesheet } from '../../lib/site-stylesheet.ts';

type Dialog = ComponentType<{ onClose: () => void; returnFocusTo: HTMLElement | null }>;

let dialogModule: Promise<{ default: Dialog }> | undefined;
const loadDialog = () => (dialogModule ??= import('./ContactDialog.tsx'));

/**
 * Mounted with the site layout; ships only this opener. A click on any Contact us button (a link
 * marked data-opens-contact, src/ui/Cta.tsx) opens the dialog, wherever the button is, prerendered
 * markup included. The dialog, the form, its schema and SWR load on the first open, or earlier when
 * a pointer or focus reaches such a button.
 */
export function ContactFormHost() {
  const [open, setOpen] = useState<{ trigger: HTMLElement | null; Dialog: Dialog } | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = (event.target as Element | null)?.closest?.<HTMLElement>('a[data-opens-contact]');
      if (!trigger || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      // The page inlines only its own styles: the dialog's (form, modal) come with the whole stylesheet.
      Promise.all([loadDialog(), loadSiteStylesheet()]).then(
        ([{ default: Dialog }]) => setOpen({ trigger, Dialog }),
        // The code could not load (offline, new deploy): the link's own page still has the form.
        () => window.location.assign(trigger.getAttribute('href') ?? '/contact'),
      );
    };
    document.addEventListener('click', onClick);
    const prefetch = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[aria-haspopup="dialog"]')) void loadDialog().catch(() => (dialogModule = undefined));
    };
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', prefetch);
      document.removeEventListener('focusin', prefetch);
    };
  }, []);

  if (!open) return null;
  return <open.Dialog onClose={() => setOpen(null)} returnFocusTo={open.trigger} />;
}
