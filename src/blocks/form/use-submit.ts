import { useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../ui/form/fields.tsx';
import { describeSubmitError } from '../../ui/form/submit-errors.ts';

interface SubmitOptions<V extends { website: string }, B> {
  /** Named in the console line when a bot is stopped: "the contact form", "the application". */
  what: string;
  values: V;
  /** The browser-side checks (the server's own schema, which may still be loading); field name → message. */
  check: (values: V) => FieldErrors | Promise<FieldErrors>;
  /** What goes over the wire: the values as JSON, or multipart with a file. */
  body: (values: V) => B;
  send: (body: B) => Promise<unknown>;
  showErrors: (errors: FieldErrors) => void;
  /** Before anything else on a new attempt (e.g. clear the last failure's message). */
  onStart?: () => void;
  onFailed: (error: unknown) => void;
  onSent: () => void;
}

/**
 * The opening every visitor form shares: a second press while sending does nothing; a filled
 * honeypot (the hidden "website" field people never see) stops here silently — the visitor gets
 * no message, only the console says why; then the form's checks show their errors and focus the
 * first; only a clean form is sent.
 */
export function useSubmit<V extends { website: string }, B>({ what, values, check, body, send, showErrors, onStart, onFailed, onSent }: SubmitOptions<V, B>) {
  const [isSending, setSending] = useState(false);
  const sending = useRef(false); // state updates land after the next render; a double click comes sooner

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    onStart?.();
    if (values.website.trim() !== '') {
      console.log(`Bot detected: the hidden website field was filled, so ${what} was not sent.`);
      return;
    }
    // Held from here: a second press while the checks' code loads does nothing either.
    sending.current = true;
    const problems = await check(values);
    if (Object.keys(problems).length > 0) {
      sending.current = false;
      showErrors(problems);
      return;
    }
    setSending(true);
    try {
      await send(body(values));
    } catch (error) {
      // warn, not error: the visitor's console shows it, and it is an expected outcome rather than a bug.
      console.warn('Failed to submit form', error);
      onFailed(error);
      return;
    } finally {
      sending.current = false;
      setSending(false);
    }
    onSent();
  };

  return { onSubmit, isSending };
}

/**
 * The page forms' (get started, careers) answer to a failed send: the message for the alert line,
 * cleared on the next attempt, and the server's field errors on their fields. Spread into useSubmit.
 */
export function useFailureAlert(showErrors: (errors: FieldErrors) => void) {
  const [alert, setAlert] = useState('');
  return {
    alert,
    onStart: () => setAlert(''),
    onFailed: (error: unknown) => {
      const { fieldErrors, message } = describeSubmitError(error);
      setAlert(message);
      showErrors(fieldErrors);
    },
  };
}
