import { ArrowUp, Mail, Phone } from 'lucide';
import { Icon } from '../ui/Icon.tsx';
import { EmailText } from '../ui/EmailText.tsx';
import { useShell } from '../lib/shell-context.tsx';
import { Img } from '../ui/Img.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { SocialIcon } from './SocialIcon.tsx';

/**
 * The footer's markup. It holds only links and addresses, the same on every page: the build renders
 * it into each page, and the app keeps that HTML as it is (Footer.tsx), so this code reaches the
 * browser only when a visit that began without a footer (the sign-in screen) comes to a page with one.
 * Its links carry no aria-current for the same reason: the markup does not change from page to page.
 */
export default function FooterContent() {
  const { site, menus } = useShell();
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
                    <SmartLink href={item.path ?? '/'}>{item.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <section className="site-footer__offices" aria-label="Our offices">
          {site.offices.map((office) => (
            // The city's heading stays outside <address>, which may hold no headings.
            <div key={office.city} className="site-footer__office">
              <h2 className="site-footer__heading">{office.city}</h2>
              <address>
                {office.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <a href={`tel:${office.phone.replace(/[^+0-9]/g, '')}`}>
                  <Icon node={Phone} />{` ${office.phone}`}
                </a>
                <a href={`mailto:${office.email}`}>
                  {/* On a phone's narrow column the address breaks after its @ or a dot, never mid-word. */}
                  <Icon node={Mail} />
                  <EmailText email={office.email} />
                </a>
              </address>
            </div>
          ))}
        </section>
        <div className="site-footer__bottom">
          <p>{site.copyright}</p>
          <ul className="site-footer__legal">
            {menus.legal.map((item) => (
              <li key={item.id}>
                <SmartLink href={item.path ?? '/'}>{item.title}</SmartLink>
              </li>
            ))}
          </ul>
          {/* A link to the top of the content works without script; focus goes there too. */}
          <a href="#main" className="site-footer__top-button">
            <Icon node={ArrowUp} />
            <span className="visually-hidden">Back to top</span>
          </a>
        </div>
      </div>
    </footer>
  );
}
