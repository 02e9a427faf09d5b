import { ArrowUp, Mail, Phone } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { Img } from '../ui/Img.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { NavLink } from './NavLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';

export function Footer() {
  const { site, menus } = useShell();
  const scrollToTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <Img image={{ ...site.logo, alt: site.name }} inline={false} className="site-footer__logo" />
            <p>{site.tagline}</p>
            <ul className="site-footer__social" aria-label="Social networks">
              {site.social.map((link) => (
                <li key={link.network}>
                  <SmartLink href={link.href} aria-label={link.label}>
                    <SocialIcon network={link.network} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
          {menus.footer.map((column) => (
            <nav key={column.title} className="site-footer__column" aria-label={column.title}>
              <h2 className="site-footer__heading">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.id}>
                    <NavLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <section className="site-footer__offices" aria-label="Our offices">
          {site.offices.map((office) => (
            <address key={office.city} className="site-footer__office">
              <h2 className="site-footer__heading">{office.city}</h2>
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={`tel:${office.phone.replace(/[^+0-9]/g, '')}`}>
                <Icon node={Phone} />{` ${office.phone}`}
              </a>
              <a href={`mailto:${office.email}`}>
                <Icon node={Mail} />{` ${office.email}`}
              </a>
            </address>
          ))}
        </section>
        <div className="site-footer__bottom">
          <p>{site.copyright}</p>
          <ul className="site-footer__legal">
            {menus.legal.map((item) => (
              <li key={item.id}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
          <button type="button" className="site-footer__top-button" onClick={scrollToTop}>
            <Icon node={ArrowUp} />
            <span className="visually-hidden">Back to top</span>
          </button>
        </div>
      </div>
    </footer>
  );
}
