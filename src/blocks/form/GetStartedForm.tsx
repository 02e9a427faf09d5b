import { useShell } from '../kit.ts';
import { useId } from 'react';
import { BUDGETS, GET_STARTED_LIMITS, MESSAGE_MAX, TIMELINES } from '../../forms/limits.ts';
import { submitForm } from '../../lib/http/api.ts';
import { CheckboxGroup, SelectField, TextArea, TextField } from '../../ui/form/fields.tsx';
import { FormDone } from './FormDone.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useFormDone } from './use-form-done.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { useLazySchema } from './use-lazy-schema.ts';
import { useFailureAlert, useSubmit } from './use-submit.ts';
import { VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';

const { done: doneTexts } = VISITOR_FORM_TEXTS['get-started'];

const empty = () => ({
  name: '',
  email: '',
  company: '',
  phone: '',
  services: [] as string[],
  budget: '',
  timeline: '',
  message: '',
  website: '',
});

/**
 * The get-started request on /get-started: inline errors, a clear success state, values kept on
 * failure. `action` is its page's address: where the browser posts it before the app runs or without script.
 */
export function GetStartedForm({ action }: { action?: string }) {
  const { forms } = useShell();
  const { warmUp, check } = useLazySchema(() => import('../../forms/get-started.ts').then((module) => module.getStartedSchema(forms)));
  const idPrefix = useId();
  const { values, set, errors, showErrors, focusFirstField, reset, formRef } = useForm(empty());
  const { alert, onStart, onFailed } = useFailureAlert(showErrors);
  const { done, finish, again } = useFormDone(focusFirstField);

  const { onSubmit, isSending } = useSubmit({
    what: 'the get-started form',
    values,
    check,
    body: (current) => current,
    send: (body) => submitForm('get-started', body),
    showErrors,
    onStart,
    onFailed,
    onSent: () => {
      reset();
      finish();
    },
  });

  if (done) {
    return (
      <FormDone title={doneTexts.title} againLabel={doneTexts.again} onAgain={again}>
        {doneTexts.text}
      </FormDone>
    );
  }
  const field = { idPrefix };
  return (
    <form ref={formRef} className="form get-started-form" action={action} method="post" noValidate onFocus={warmUp} onSubmit={onSubmit} aria-busy={isSending || undefined}>
      <p className="form__note">Fields marked * are required.</p>
      <div className="form__grid">
        <TextField {...field} name="name" label="Name" required autoComplete="name" maxLength={GET_STARTED_LIMITS.name} value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <TextField {...field} name="email" label="Work email" type="email" required autoComplete="email" maxLength={GET_STARTED_LIMITS.email} value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <TextField {...field} name="company" label="Company" required autoComplete="organization" maxLength={GET_STARTED_LIMITS.company} value={values.company} onChange={(v) => set('company', v)} error={errors.company} />
        <TextField {...field} name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={GET_STARTED_LIMITS.phone} value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <CheckboxGroup {...field} name="services" label="Services you are interested in" className="form__wide" options={forms.services} value={values.services} onChange={(v) => set('services', v)} error={errors.services} />
        <SelectField {...field} name="budget" label="Budget" required options={BUDGETS} value={values.budget} onChange={(v) => set('budget', v)} error={errors.budget} />
        <SelectField {...field} name="timeline" label="Timeline" required options={TIMELINES} value={values.timeline} onChange={(v) => set('timeline', v)} error={errors.timeline} />
        <TextArea {...field} name="message" label="Anything else we should know?" className="form__wide" maxLength={MESSAGE_MAX} value={values.message} onChange={(v) => set('message', v)} error={errors.message} />
      </div>
      <FormEnd kind="get-started" idPrefix={idPrefix} honeypot={values.website} onHoneypot={(v) => set('website', v)} alert={alert} isSending={isSending} label="Request my 30-minute call" />
    </form>
  );
}
