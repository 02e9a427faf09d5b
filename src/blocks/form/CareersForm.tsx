import { useShell } from '../kit.ts';
import { useEffect, useId, useState } from 'react';
import { CAREERS_LIMITS, CV_ACCEPT, CV_FIELD, CV_MAX_BYTES, MESSAGE_MAX } from '../../forms/limits.ts';
import { submitForm } from '../../lib/http/api.ts';
import { FileField, SelectField, TextArea, TextField, type FieldErrors } from '../../ui/form/fields.tsx';
import { FormDone } from './FormDone.tsx';
import { FormEnd } from './FormEnd.tsx';
import { useFormDone } from './use-form-done.ts';
import { useForm } from '../../ui/form/use-form.ts';
import { useLazySchema } from './use-lazy-schema.ts';
import { useFailureAlert, useSubmit } from './use-submit.ts';
import { applyForPosition } from '../../ui/page-signal.ts';
import { VISITOR_FORM_TEXTS } from '../../forms/visitor-texts.ts';

const { done: doneTexts } = VISITOR_FORM_TEXTS.careers;

const empty = () => ({
  name: '',
  email: '',
  phone: '',
  position: '',
  profileUrl: '',
  coverMessage: '',
  website: '',
  cv: null as File | null,
});

const CV_TYPES = /\.(pdf|docx?)$/i;

/** The browser's own check of the CV; the server decides by the file's bytes. */
export function cvProblem(file: File | null): string | undefined {
  if (!file || file.size === 0) return 'Attach your CV (PDF or Word)';
  if (!CV_TYPES.test(file.name)) return 'The CV must be a PDF or Word document';
  if (file.size > CV_MAX_BYTES) return `The CV must be at most ${CV_MAX_BYTES / 1024 / 1024} MB`;
  return undefined;
}

/**
 * The job application on /careers: position from the open positions (an Apply button chooses it),
 * CV upload (PDF or Word, at most 5 MB). `action` is its page's address: where the browser posts it
 * (multipart, with the CV) before the app runs or without script.
 */
export function CareersForm({ action }: { action?: string }) {
  const { forms } = useShell();
  const { warmUp, check } = useLazySchema(() => import('../../forms/careers.ts').then((module) => module.careersSchema(forms)));
  const idPrefix = useId();
  const { values, set, errors, showErrors, focusFirstField, reset, formRef } = useForm(empty());
  const { alert, onStart, onFailed } = useFailureAlert(showErrors);
  const { done, finish, again } = useFormDone(focusFirstField);
  const [fileKey, setFileKey] = useState(0);
  // An Apply button on the page: that role, in the form (a new one after a sent application).
  useEffect(
    () =>
      applyForPosition.listen((position) => {
        again();
        set('position', position);
      }),
    [again, set],
  );

  // Arriving from an Apply button on another page (`?position=…`): that role, if it is still open.
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('position');
    if (wanted && forms.positions.includes(wanted)) set('position', wanted);
  }, [forms, set]);

  const { onSubmit, isSending } = useSubmit({
    what: 'the application',
    values,
    check: async ({ cv, ...text }) => {
      const problems: FieldErrors = await check(text);
      const fileError = cvProblem(cv);
      if (fileError) problems[CV_FIELD] = fileError;
      return problems;
    },
    body: ({ cv, ...text }) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(text)) body.append(name, value);
      body.append(CV_FIELD, cv!, cv!.name);
      return body;
    },
    send: (body) => submitForm('careers', body),
    showErrors,
    onStart,
    onFailed,
    onSent: () => {
      reset();
      setFileKey((key) => key + 1);
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
    <form ref={formRef} className="form careers-form" action={action} method="post" encType="multipart/form-data" noValidate onFocus={warmUp} onSubmit={onSubmit} aria-busy={isSending || undefined}>
      <p className="form__note">Fields marked * are required.</p>
      <div className="form__grid">
        <TextField {...field} name="name" label="Name" required autoComplete="name" maxLength={CAREERS_LIMITS.name} value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <TextField {...field} name="email" label="Email" type="email" required autoComplete="email" maxLength={CAREERS_LIMITS.email} value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <TextField {...field} name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={CAREERS_LIMITS.phone} value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <SelectField {...field} name="position" label="Position" required options={forms.positions} value={values.position} onChange={(v) => set('position', v)} error={errors.position} />
        <TextField {...field} name="profileUrl" label="LinkedIn or portfolio link" type="url" inputMode="url" autoComplete="url" placeholder="https://" maxLength={CAREERS_LIMITS.profileUrl} value={values.profileUrl} onChange={(v) => set('profileUrl', v)} error={errors.profileUrl} className="form__wide" />
        <FileField
          key={fileKey}
          {...field}
          name={CV_FIELD}
          label="CV"
          required
          className="form__wide"
          hint="PDF or Word, at most 5 MB."
          accept={CV_ACCEPT}
          file={values.cv}
          onChange={(file) => {
            set('cv', file);
            const problem = file ? cvProblem(file) : undefined;
            if (problem) showErrors({ ...errors, [CV_FIELD]: problem });
          }}
          error={errors[CV_FIELD]}
        />
        <TextArea {...field} name="coverMessage" label="Cover message" className="form__wide" maxLength={MESSAGE_MAX} value={values.coverMessage} onChange={(v) => set('coverMessage', v)} error={errors.coverMessage} />
      </div>
      <FormEnd kind="careers" idPrefix={idPrefix} honeypot={values.website} onHoneypot={(v) => set('website', v)} alert={alert} isSending={isSending} label="Send application" />
    </form>
  );
}
