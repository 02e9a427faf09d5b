import { ChevronRight } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { useRef, useState } from 'react';
import type { MenuItem } from '../app/types.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { NavLink } from './NavLink.tsx';

/**
 * The SERVICE mega-menu: groups on the left (the first selected by default), the chosen group's
 * links on the right. Pointing at a group or pressing it selects it.
 */
export function MegaMenu({ item }: { item: MenuItem }) {
  const groups = item.menuItems ?? [];
  const [selectedId, setSelectedId] = useState(groups[0]?.id);
  const linksRef = useRef<HTMLDivElement>(null);
  const selected = groups.find((group) => group.id === selectedId) ?? groups[0];
  return (
    <HeaderMenu item={item} panelClass="mega-menu">
      {(menu, panelId) => (
        <>
          <div className="mega-menu__groups">
            {groups.map((group) => (
              <button
                key={group.id}
                type="button"
                className="mega-menu__group"
                aria-expanded={group.id === selected?.id}
                aria-controls={`${panelId}-links`}
                onClick={(event) => {
                  setSelectedId(group.id);
                  // From the keyboard, go on to the group's links (Tab would only reach the next group).
                  if (event.detail === 0) requestAnimationFrame(() => linksRef.current?.querySelector('a')?.focus());
                }}
                onPointerEnter={() => setSelectedId(group.id)}
              >
                {group.title}
                <Icon node={ChevronRight} />
              </button>
            ))}
          </div>
          <div className="mega-menu__links" id={`${panelId}-links`} ref={linksRef}>
            <p className="mega-menu__title">{selected?.title}</p>
            <ul>
              {selected?.menuItems?.map((link) => (
                <li key={link.id}>
                  <NavLink item={link} className="mega-menu__link" onClick={menu.close} />
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </HeaderMenu>
  );
}
