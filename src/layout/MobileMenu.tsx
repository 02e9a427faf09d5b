import { ChevronDown, X } from 'lucide';
import { Cta } from '../ui/Cta.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { useShell } from '../lib/shell-context.tsx';
import type { MenuItem } from '../registry/page-data.ts';
import { mobileMenu } from './main-menu.ts';
import { NavLink } from './NavLink.tsx';
import { useCloseWhenHidden } from './use-close-when-hidden.ts';

/**
 * The small-screen menu: a 300 px panel sliding in from the right with the nested menu. Items with
 * sub-items expand and collapse; choosing a link closes the panel. Escape or the backdrop close it,
 * and so does the window widening to the wide layout, whose CSS hides the panel (focus in it then
 * goes to the first of `focusWhenHidden()` that shows).
 * The panel's contents are rendered from its first opening on (they then stay, so closing slides
 * them out): only the app can open it, and the header's own links are in the HTML already, so its
 * 100-odd elements would only add to every page's first download and layout.
 */
export function MobileMenu({ open, onClose, onDismiss, focusWhenHidden }: { open: boolean; onClose: () => void; onDismiss: () => void; focusWhenHidden: () => (Element | null | undefined)[] }) {
  const { menus } = useShell();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useCloseWhenHidden(rootRef, open, onDismiss, focusWhenHidden);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('no-scroll');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('no-scroll');
    };
  }, [open, onClose]);

  return (
    <div ref={rootRef} className="mobile-menu" data-open={open} inert={!open}>
      <div className="mobile-menu__backdrop" onClick={onClose} />
      <div id="mobile-menu" ref={panelRef} className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label="Menu">
        {opened && (
          <>
            <button ref={closeRef} type="button" className="mobile-menu__close" onClick={onClose}>
              <Icon node={X} />
              <span className="visually-hidden">Close menu</span>
            </button>
            <nav aria-label="Mobile">
              <MobileItems items={mobileMenu(menus.main, menus.mobileOrder)} onNavigate={onDismiss} depth={0} />
            </nav>
            {/* The menu ends with the page's one primary action, the header's button (a click on it bubbles here and closes the panel). */}
            <div className="mobile-menu__cta" onClick={onDismiss}>
              <Cta cta={menus.headerCta} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

function MobileItems({ items, onNavigate, depth }: { items: MenuItem[]; onNavigate: () => void; depth: number }) {
  return (
    <ul className={`mobile-menu__list mobile-menu__list--depth-${depth}`}>
      {items.map((item) => (
        <li key={item.id}>{item.menuItems?.length ? <Expandable item={item} onNavigate={onNavigate} depth={depth} /> : <NavLink item={item} className="mobile-menu__link" onClick={onNavigate} />}</li>
      ))}
    </ul>
  );
}

function Expandable({ item, onNavigate, depth }: { item: MenuItem; onNavigate: () => void; depth: number }) {
  const [expanded, setExpanded] = useState(false);
  const id = `mobile-${depth}-${item.id}`;
  return (
    <>
      <button type="button" className="mobile-menu__link mobile-menu__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {item.title}
        <Icon node={ChevronDown} />
      </button>
      <div id={id} hidden={!expanded}>
        <MobileItems items={item.menuItems!} onNavigate={onNavigate} depth={depth + 1} />
      </div>
    </>
  );
}

function keepFocusInside(container: HTMLElement | null, event: KeyboardEvent) {
  const focusable = container?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
  if (!focusable?.length) return;
  const visible = [...focusable].filter((element) => element.offsetParent !== null);
  const first = visible[0]!;
  const last = visible[visible.length - 1]!;
  const wrapTo = event.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}
