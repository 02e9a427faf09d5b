import { ChevronDown } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import type { ReactNode } from 'react';
import type { MenuItem } from '../registry/page-data.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useDisclosure } from './use-disclosure.ts';

type Menu = ReturnType<typeof useDisclosure<HTMLButtonElement, HTMLLIElement>>;

/**
 * A header item that opens a panel (the dropdown or the mega-menu): the trigger button and the
 * panel's open state. Until the app runs (`data-live="false"` in the prerendered HTML) the panel
 * opens from CSS alone, on hover or focus (header.css), so a visitor on a slow link can use the
 * menu's links from the first paint; from then on the open state is React's.
 */
export function HeaderMenu({ item, panelClass, children }: { item: MenuItem; panelClass: string; children: (menu: Menu, panelId: string) => ReactNode }) {
  const menu = useDisclosure<HTMLButtonElement, HTMLLIElement>();
  const live = useHydrated();
  const panelId = `menu-${item.id}`;
  return (
    <li className="site-nav__item" data-live={live} ref={menu.rootRef} {...menu.hoverProps}>
      <button ref={menu.triggerRef} type="button" className="site-nav__link site-nav__trigger" aria-expanded={menu.open} aria-controls={panelId} onClick={menu.toggle}>
        {item.title}
        <Icon node={ChevronDown} className="site-nav__chevron" />
      </button>
      <div id={panelId} className={panelClass} data-open={menu.open}>
        {children(menu, panelId)}
      </div>
    </li>
  );
}
