import { ChevronRight } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { useRef, useState } from 'react';
import type { MenuItem } from '../registry/page-data.ts';
import { HeaderMenu } from './HeaderMenu.tsx';
import { NavLink } from './NavLink.tsx';
import { useMenuAim } from './use-menu-aim.ts';

/**
 * The services mega-menu: groups on the left (the first selected by default), the chosen group's
 * links on the right. Pressing a group selects it; pointing at one does too, unless the pointer is
 * on its way across it to the links (use-menu-aim.ts).
 */
export function MegaMenu({ item }: { item: MenuItem }) {
  return (
    <HeaderMenu item={item} panelClass="mega-menu">
      {(menu, panelId) => <MegaMenuPanel items={item.menuItems ?? []} open={menu.open} close={menu.close} panelId={panelId} />}
    </HeaderMenu>
  );
}

function MegaMenuPanel({ items, open, close, panelId }: { items: MenuItem[]; open: boolean; close: () => void; panelId: string }) {
  // Items with links of their own are groups; a plain link among them ("All services") goes under the groups.
  const groups = items.filter((item) => item.menuItems?.length);
  const links = items.filter((item) => !item.menuItems?.length);
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
            aria-expanded={group === selected}
            aria-controls={`${panelId}-${group.id}`}
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
        {links.map((link) => (
          <NavLink key={link.id} item={link} className="mega-menu__more" onClick={close} />
        ))}
      </div>
      {/* Every group's links are in the HTML, so crawlers and pages without script have them all;
          header.css shows the selected group's only. */}
      {groups.map((group) => (
        <div key={group.id} className="mega-menu__links" id={`${panelId}-${group.id}`} data-selected={group === selected} ref={group === selected ? linksRef : undefined}>
          <p className="mega-menu__title">{group.title}</p>
          <ul>
            {group.menuItems!.map((link) => (
              <li key={link.id}>
                <NavLink item={link} onClick={close} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
