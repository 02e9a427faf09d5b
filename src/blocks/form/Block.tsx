import { useId } from 'react';
import { useLocation } from 'wouter';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';
import { ContactForm } from './ContactForm.tsx';
import { CareersForm } from './CareersForm.tsx';
import { GetStartedForm } from './GetStartedForm.tsx';

const forms = { 'contact-us': ContactForm, 'get-started': GetStartedForm, careers: CareersForm } as const;

/**
 * A visitor form on a page; prerendered empty, then hydrated. Its action is the page's own address:
 * without script the browser posts it there. (No #section in it: the answer focuses the first
 * field in error, or the thank-you text, with autofocus, which a browser skips on a page opened at a #part.)
 * The section is named by its heading, or by the form's name in one only screen readers see.
 */
export default function FormBlock({ id, form, heading, intro }: BlockProps<typeof block>) {
  const Form = forms[form];
  const [path] = useLocation();
  // Unique on the page, however many forms it holds (tests/blocks/landmarks.test.tsx).
  const autoId = useId();
  const headingId = `${id ?? autoId}-form-heading`;
  return (
    <section className="section section--surface form-block" id={id} aria-labelledby={headingId}>
      <div className="container">
        <div className="form-panel">
          {heading ? (
            <div className="form-block__heading">
              <h2 id={headingId}>{heading}</h2>
              {intro && <p>{intro}</p>}
            </div>
          ) : (
            <h2 id={headingId} className="visually-hidden">
              {VISITOR_FORM_TEXTS[form].name}
            </h2>
          )}
          <Form action={path} />
        </div>
      </div>
    </section>
  );
}
