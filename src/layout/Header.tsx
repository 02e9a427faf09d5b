import { Menu } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useShell } from '../lib/shell-context.tsx';
import { Cta } from '../ui/Cta.tsx';
import { Img } from '../ui/Img.tsx';
import { Dropdown } from './Dropdown.tsx';
import { MegaMenu } from './MegaMenu.tsx';
import { headerMenu } from './main-menu.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLink } from './NavLink.tsx';
import type { MenuItem } from '../registry/page-data.ts';

/** An item whose sub-items have sub-items of their own is a mega-menu (one group each). */
const isMegaMenu = (item: MenuItem) => item.menuItems?.some((child) => child.menuItems?.length) ?? false;

export function Header() {
  const { site, menus } = useShell();
  const [mobileOpen, setMobileOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Closing without moving focus: a link was chosen (the new page follows), or the wide layout
  // hid the menu and its button with it.
  const dismissMobile = useCallback(() => setMobileOpen(false), []);
  // Where focus goes when the wide layout hides the menu with focus in it: the menu button if it
  // still shows, else the header's first link (the logo), so Tab goes on into the header's menus.
  const headerRef = useRef<HTMLElement>(null);
  const focusWhenHidden = useCallback(() => [burgerRef.current, headerRef.current?.querySelector('a')], []);
  // A tap on the menu button before the app ran (noted by src/app/boot.ts) opens it now.
  useEffect(() => {
    const notes = document.documentElement.dataset;
    if (!('earlyMenuTap' in notes)) return;
    delete notes.earlyMenuTap;
    setMobileOpen(true);
  }, []);
  // The mobile menu is a sibling of the header, not inside it: the header's backdrop-filter makes
  // it the containing block of fixed descendants, which would confine the drawer to the header bar.
  return (
    <>
      <header ref={headerRef} className="site-header">
        <div className="container site-header__bar">
          <Link href="/" className="site-header__logo">
            <Img image={{ ...site.logo, alt: `${site.name}, home` }} priority />
          </Link>
          <nav className="site-nav" id="site-nav" aria-label="Main">
            {/* Without script the menu link opens this list as a panel (:target, header.css), and this closes it. */}
            <a href="#" className="site-nav__close">
              Close menu
            </a>
            <ul className="site-nav__list">
              {headerMenu(menus.main).map((item) =>
                item.menuItems ? (
                  isMegaMenu(item) ? <MegaMenu key={item.id} item={item} /> : <Dropdown key={item.id} item={item} />
                ) : (
                  <li key={item.id}>
                    <NavLink item={item} className="site-nav__link" />
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="site-header__cta">
            <Cta cta={menus.headerCta} />
          </div>
          <button
            ref={burgerRef}
            type="button"
            className="site-header__burger"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            onClick={() => setMobileOpen(true)}
          >
            <Icon node={Menu} />
            <span className="visually-hidden">Open menu</span>
          </button>
          {/* Without script (header.css, scripting: none) this link stands in for the button. */}
          <a href="#site-nav" className="site-header__menu-link">
            <Icon node={Menu} />
            Menu
          </a>
        </div>
      </header>
      <MobileMenu
        open={mobileOpen}
        onClose={() => {
          setMobileOpen(false);
          burgerRef.current?.focus();
        }}
        onDismiss={dismissMobile}
        focusWhenHidden={focusWhenHidden}
      />
    </>
  );
}
