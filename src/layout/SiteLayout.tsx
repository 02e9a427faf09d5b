import type { ReactNode } from 'react';
import { ContactFormHost } from '../features/contact/ContactFormHost.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** Header, main content and footer: every public page. Sign-in and dashboard routes are "bare". */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactFormHost />
    </>
  );
}
