import { useShell } from '../kit.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { CONTACT_US_LIMITS, MESSAGE_MAX } from '../../forms/limits.ts';
import { submitForm } from '../../lib/http/api.ts';
import { CheckboxGroup, Honeypot, SelectField, TextArea, TextField } from '../../ui/form/fields.tsx';
import { useForm } from '../../ui/form/use-form.ts';
import { FormKindField, SendButton } from './FormEnd.tsx';
import { VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';
import { useLazySchema } from './use-lazy-schema.ts';
import { useSubmit } from './use-submit.ts';

/** The confirmation text and how long it stays before the dialog closes. */
export const CONTACT_SUCCESS = VISITOR_FORM_TEXTS['contact-us'].done.title;
export const CONTACT_CONFIRMATION_MS = 3000;
export const MESSAGE_PLACEHOLDER = `Write your message (max ${MESSAGE_MAX} characters)`;

const empty = () => ({
  firstName: '',
  lastName: '',
  email: '',
  contactNumber: '',
  country: '',
  companyName: '',
  industry: '',
  services: [] as string[],
  message: '',
  website: '',
});

/**
 * The contact enquiry: in the dialog opened by every Contact Us button and inline on /contact.
 * Checked in the browser with the server's own schema (loaded when focus first enters the form).
 * Success shows the confirmation, clears the form and, 3 s later, hides the confirmation and calls
 * `onFinished` (the dialog closes); without one (the page's form), focus the confirmation held
 * goes on to the first field. Failure is logged only; nothing shows and every field keeps its value.
 * `action` (the page's form only) is its page's address: where the browser posts it before the app
 * runs or without script. The dialog has none: it exists only once the app runs.
 */
export function ContactForm({ onFinished, autoFocus = false, action }: { onFinished?: () => void; autoFocus?: boolean; action?: string }) {
  const { forms } = useShell();
  const { warmUp, check } = useLazySchema(() => import('../../forms/contact-us.ts').then((module) => module.contactUsSchema(forms)));
  const idPrefix = useId();
  const { values, set, errors, showErrors, focusFirstField, reset, formRef } = useForm(empty());
  const [confirmed, setConfirmed] = useState(false);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus();
  }, [confirmed]);

  const { onSubmit, isSending } = useSubmit({
    what: 'the contact form',
    values,
    check,
    body: (current) => current,
    send: (body) => submitForm('contact-us', body),
    showErrors,
    // Logged only: no message for the visitor, and the form stays filled.
    onFailed: () => undefined,
    onSent: () => {
      reset();
      setConfirmed(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // The confirmation hides now; had it focus, focus would fall to the page. The dialog gives
        // it back to its opener as it closes; the form on a page takes it to its first field.
        const hadFocus = confirmationRef.current?.contains(document.activeElement) ?? false;
        setConfirmed(false);
        if (onFinished) onFinished();
        else if (hadFocus) focusFirstField();
      }, CONTACT_CONFIRMATION_MS);
    },
  });

  const field = { idPrefix };
  return (
    <form ref={formRef} className="form contact-form" action={action} method="post" noValidate onFocus={warmUp} onSubmit={onSubmit} aria-busy={isSending || undefined}>
      <div className="form__grid">
        <TextField {...field} name="firstName" label="First name" required autoComplete="given-name" maxLength={CONTACT_US_LIMITS.firstName} value={values.firstName} onChange={(v) => set('firstName', v)} error={errors.firstName} autoFocus={autoFocus} />
        <TextField {...field} name="lastName" label="Last name" required autoComplete="family-name" maxLength={CONTACT_US_LIMITS.lastName} value={values.lastName} onChange={(v) => set('lastName', v)} error={errors.lastName} />
        <TextField {...field} name="email" label="Email" type="email" required autoComplete="email" maxLength={CONTACT_US_LIMITS.email} value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <TextField {...field} name="contactNumber" label="Contact number" type="tel" autoComplete="tel" maxLength={CONTACT_US_LIMITS.contactNumber} value={values.contactNumber} onChange={(v) => set('contactNumber', v)} error={errors.contactNumber} />
        <TextField {...field} name="country" label="Country" autoComplete="country-name" maxLength={CONTACT_US_LIMITS.country} value={values.country} onChange={(v) => set('country', v)} error={errors.country} />
        <TextField {...field} name="companyName" label="Company name" required autoComplete="organization" maxLength={CONTACT_US_LIMITS.companyName} value={values.companyName} onChange={(v) => set('companyName', v)} error={errors.companyName} />
        <SelectField {...field} name="industry" label="Industry" className="form__wide" options={forms.industries} value={values.industry} onChange={(v) => set('industry', v)} error={errors.industry} />
        <CheckboxGroup {...field} name="services" label="Services" className="form__wide" options={forms.services} value={values.services} onChange={(v) => set('services', v)} error={errors.services} />
        <TextArea {...field} name="message" label="Message" className="form__wide" required maxLength={MESSAGE_MAX} placeholder={MESSAGE_PLACEHOLDER} value={values.message} onChange={(v) => set('message', v)} error={errors.message} />
      </div>
      <FormKindField kind="contact-us" />
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={(v) => set('website', v)} />
      <div className="form__footer">
        <p ref={confirmationRef} className={`form__success${confirmed ? '' : ' form__success--empty'}`} role="status" tabIndex={-1}>
          {confirmed ? CONTACT_SUCCESS : ''}
        </p>
        <SendButton isSending={isSending} label="Send enquiry" />
      </div>
    </form>
  );
}
