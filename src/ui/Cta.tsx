import type { MouseEvent, ReactNode } from 'react';
import type { Cta as CtaData } from '../registry/schema.ts';
import { openContactForm } from './page-signal.ts';
import { SmartLink } from './SmartLink.tsx';

/** A call-to-action button from the registry: a link styled as a button, or the contact dialog's opener. */
export function Cta({ cta, children }: { cta: CtaData; children?: ReactNode }) {
  const onClick = cta.opensContactForm
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        if (openContactForm.send(event.currentTarget)) event.preventDefault();
      }
    : undefined;
  return (
    <SmartLink href={cta.href} className={`button button--${cta.style ?? 'primary'}`} onClick={onClick} aria-haspopup={cta.opensContactForm ? 'dialog' : undefined}>
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
