import { ChevronRight } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { useRef, useState } from 'react';
import type { MenuItem } from '../registry/page-data.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { NavLink } from './NavLink.tsx';
import { useMenuAim } from './use-menu-aim.ts';

/**
 * The SERVICE mega-menu: groups on the left (the first selected by default), the chosen group's
 * links on the right. Pressing a group selects it; pointing at one does too, unless the pointer is
 * on its way across it to the links (use-menu-aim.ts).
 */
export function MegaMenu({ item }: { item: MenuItem }) {
  return (
    <HeaderMenu item={item} panelClass="mega-menu">
      {(menu, panelId) => <MegaMenuPanel groups={item.menuItems ?? []} open={menu.open} close={menu.close} panelId={panelId} />}
    </HeaderMenu>
  );
}

function MegaMenuPanel({ groups, open, close, panelId }: { groups: MenuItem[]; open: boolean; close: () => void; panelId: string }) {
  const [selectedId, setSelectedId] = useState(groups[0]?.id);
  const linksRef = useRef<HTMLDivElement>(null);
  const aim = useMenuAim(linksRef);
  // Every opening starts at the first group, whatever was chosen last time (also on another page).
  // Reset as it opens rather than as it closes, so the closing panel does not change while it fades.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSelectedId(groups[0]?.id);
  }
  const selected = groups.find((group) => group.id === selectedId) ?? groups[0];
  return (
    <>
      <div className="mega-menu__groups" {...aim.listProps}>
        {groups.map((group) => (
          <button
            key={group.id}
            type="button"
            className="mega-menu__group"
            aria-expanded={group.id === selected?.id}
            aria-controls={`${panelId}-links`}
            onClick={(event) => {
              aim.cancel();
              setSelectedId(group.id);
              // From the keyboard, go on to the group's links (Tab would only reach the next group).
              if (event.detail === 0) requestAnimationFrame(() => linksRef.current?.querySelector('a')?.focus());
            }}
            {...aim.itemProps(() => setSelectedId(group.id))}
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
              <NavLink item={link} className="mega-menu__link" onClick={close} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
