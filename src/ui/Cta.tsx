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

export function Actions({ actions }: { actions?: CtaData[] }) {
  if (!actions?.length) return null;
  return (
    <div className="actions">
      {actions.map((action) => (
        <Cta key={action.label + action.href} cta={action} />
      ))}
    </div>
  );
}
