import type { MenuItem } from '../registry/page-data.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { NavLink } from './NavLink.tsx';

/** A header item with a plain list of links (INDUSTRIES): opens on hover or click. */
export function Dropdown({ item }: { item: MenuItem }) {
  return (
    <HeaderMenu item={item} panelClass="dropdown">
      {(menu) => (
        <ul className="dropdown__list">
          {item.menuItems?.map((child) => (
            <li key={child.id}>
              <NavLink item={child} className="dropdown__link" onClick={menu.close} />
            </li>
          ))}
        </ul>
      )}
    </HeaderMenu>
  );
}
