import { useId, useMemo, useState, type FormEvent } from 'react';
import useSWRMutation from 'swr/mutation';
import { useShell } from '../../app/shell-context.tsx';
import { MESSAGE_MAX } from '../../forms/common.ts';
import { BUDGETS, GET_STARTED_LIMITS, TIMELINES, getStartedSchema } from '../../forms/get-started.ts';
import { submitForm } from '../../lib/http/api.ts';
import { CheckboxGroup, Honeypot, SelectField, TextArea, TextField } from './fields.tsx';
import { FormDone } from './FormDone.tsx';
import { describeSubmitError } from './submit-errors.ts';
import { useForm, validate } from './use-form.ts';

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
type Values = ReturnType<typeof empty>;

/** The get-started request on /get-started: inline errors, a clear success state, values kept on failure. */
export function GetStartedForm() {
  const { forms } = useShell();
  const schema = useMemo(() => getStartedSchema(forms), [forms]);
  const idPrefix = useId();
  const { values, set, errors, showErrors, reset, formRef } = useForm(empty());
  const [alert, setAlert] = useState('');
  const [done, setDone] = useState(false);
  const { trigger, isMutating } = useSWRMutation('form/submit/get-started-form', (_key: string, { arg }: { arg: Values }) => submitForm('get-started', arg));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    setAlert('');
    if (values.website.trim() !== '') {
      console.log('Bot detected: the hidden website field was filled, so the get-started form was not sent.');
      return;
    }
    const problems = validate(schema, values);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    try {
      await trigger(values);
    } catch (error) {
      const { fieldErrors, message } = describeSubmitError(error);
      console.warn('Failed to submit form', error);
      setAlert(message);
      showErrors(fieldErrors);
      return;
    }
    reset();
    setDone(true);
  };

  if (done) {
    return (
      <FormDone title="Thank you, your request is on its way" againLabel="Send another request" onAgain={() => setDone(false)}>
        A practitioner will reply within one working day to book your 30-minute call.
      </FormDone>
    );
  }
  const field = { idPrefix };
  return (
    <form ref={formRef} className="form get-started-form" noValidate onSubmit={onSubmit} aria-busy={isMutating || undefined}>
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
      <Honeypot idPrefix={idPrefix} value={values.website} onChange={(v) => set('website', v)} />
      <p className="form__alert" role="alert">
        {alert}
      </p>
      <div className="form__footer">
        <button type="submit" className="button button--primary" aria-disabled={isMutating || undefined}>
          {isMutating ? 'Sending…' : 'Get Started'}
        </button>
      </div>
    </form>
  );
}
