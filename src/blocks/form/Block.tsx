import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { ContactForm } from './ContactForm.tsx';
import { CareersForm } from './CareersForm.tsx';
import { GetStartedForm } from './GetStartedForm.tsx';

const forms = { 'contact-us': ContactForm, 'get-started': GetStartedForm, careers: CareersForm } as const;

/** A visitor form on a page; prerendered empty, then hydrated. */
export default function FormBlock({ id, form, heading, intro }: BlockProps<typeof block>) {
  const Form = forms[form];
  const headingId = `${id ?? form}-form-heading`;
  return (
    <section className="section section--surface form-block" id={id} aria-labelledby={heading ? headingId : undefined}>
      <div className="container">
        <div className="form-panel">
          {heading && (
            <div className="form-block__heading">
              <h2 id={headingId}>{heading}</h2>
              {intro && <p>{intro}</p>}
            </div>
          )}
          <Form />
        </div>
      </div>
    </section>
  );
}
