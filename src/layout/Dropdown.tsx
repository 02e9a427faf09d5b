import { ChevronDown } from 'lucide-react';
import type { MenuItem } from '../app/types.ts';
import { NavLink } from './NavLink.tsx';
import { useDisclosure } from './use-disclosure.ts';

/** A header item with a plain list of links (INDUSTRIES): opens on hover or click. */
export function Dropdown({ item }: { item: MenuItem }) {
  const menu = useDisclosure<HTMLButtonElement, HTMLLIElement>();
  const panelId = `menu-${item.id}`;
  return (
    <li className="site-nav__item" ref={menu.rootRef} {...menu.hoverProps}>
      <button ref={menu.triggerRef} type="button" className="site-nav__link site-nav__trigger" aria-expanded={menu.open} aria-controls={panelId} onClick={menu.toggle}>
        {item.title}
        <ChevronDown aria-hidden="true" className="site-nav__chevron" />
      </button>
      <div id={panelId} className="dropdown" data-open={menu.open}>
        <ul className="dropdown__list">
          {item.menuItems?.map((child) => (
            <li key={child.id}>
              <NavLink item={child} className="dropdown__link" onClick={menu.close} />
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
