import type { ReactNode } from 'react';
import type { Cta as CtaData } from '../registry/schema.ts';
import { SmartLink } from './SmartLink.tsx';

/**
 * A call-to-action button from the registry: a link styled as a button. One that opens the contact
 * form is a plain link to /contact marked data-opens-contact: the contact dialog's host opens the
 * dialog for any such link through one document-wide handler (src/features/contact), so the button
 * needs no code of its own, and before the app runs (or without it) it leads to the contact page.
 */
export function Cta({ cta, children }: { cta: CtaData; children?: ReactNode }) {
  const className = `button button--${cta.style ?? 'primary'}`;
  if (cta.opensContactForm) {
    return (
      <a href={cta.href} className={className} aria-haspopup="dialog" data-opens-contact="">
        {children ?? cta.label}
      </a>
    );
  }
  return (
    <SmartLink href={cta.href} className={className}>
      {children ?? cta.label}
    </SmartLink>
  );
}

/**
 * A group of buttons. `quiet`: as text links, for a call to action in the middle of a page, so the
 * hero's and the closing band's buttons stay the page's only ones.
 */
export function Actions({ actions, quiet = false }: { actions?: CtaData[]; quiet?: boolean }) {
  if (!actions?.length) return null;
  return (
    <div className={quiet ? 'actions actions--quiet' : 'actions'}>
      {actions.map((action) => (
        <Cta key={action.label + action.href} cta={quiet ? { ...action, style: 'link' } : action} />
      ))}
    </div>
  );
}
