import { useId, type ReactNode } from 'react';

/** A labelled block of content with a heading, used for the screens' sections. */
export function Panel({ title, children, actions, id }: { title: string; children: ReactNode; actions?: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="dash-panel" aria-labelledby={headingId} id={id}>
      <div className="dash-panel__head">
        <h2 id={headingId} className="dash-panel__title">
          {title}
        </h2>
        {actions && <div className="dash-panel__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
