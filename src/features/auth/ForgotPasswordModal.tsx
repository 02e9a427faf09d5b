import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import useSWRMutation from 'swr/mutation';
import { resetPasswordEmail } from '../../lib/http/api.ts';
import { Modal } from '../../ui/form/Modal.tsx';
import { useFocusAfterBusy } from '../../ui/use-focus-after-busy.ts';
import { RESET_CLOSE_AFTER_MS, RESET_MESSAGE_MS } from './messages.ts';
import { resetEmailOutcome } from './outcomes.ts';

/**
 * Title 'Forgot Password', an e-mail field, Send and Cancel. A blank address does
 * nothing. Success shows the server's message (or the default) for 1.5 s and closes 1.5 s after
 * success; failure shows its message for 1.5 s and stays open. The message shows inside the
 * dialog: a toast behind a modal dialog would be inert and dimmed.
 */
export function ForgotPasswordModal({ onClose, returnFocusTo, initialEmail = '' }: { onClose: () => void; returnFocusTo: HTMLElement | null; initialEmail?: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const { trigger, isMutating } = useSWRMutation('auth/reset-password-email', (_key: string, { arg }: { arg: string }) => resetPasswordEmail(arg));
  const [closing, setClosing] = useState(false);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating || closing) return;
    const address = email.trim();
    if (!address) return; // blank or only spaces does nothing
    let outcome;
    try {
      outcome = resetEmailOutcome({ answer: await trigger(address) });
    } catch (error) {
      outcome = resetEmailOutcome({ error });
    }
    setNotice(outcome);
    later(RESET_MESSAGE_MS, () => setNotice((current) => (current === outcome ? null : current)));
    if (outcome.ok) {
      setClosing(true);
      later(RESET_CLOSE_AFTER_MS, onClose);
    }
  };

  const sendButton = useFocusAfterBusy<HTMLButtonElement>(isMutating);
  return (
    <Modal
      title="Forgot Password"
      description="Enter the e-mail address of your staff account and we will send you a link to choose a new password."
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className="modal--small"
    >
      <form className="form" noValidate onSubmit={onSubmit}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            className="field__control"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            data-autofocus
          />
        </div>
        <div className="inline-toast-slot" role="status" aria-live="polite">
          {notice && (
            <p className={`toast toast--${notice.ok ? 'success' : 'error'} inline-toast`} data-testid="forgot-password-notice">
              <span className="toast__icon" aria-hidden="true">
                {notice.ok ? '✓' : '✕'}
              </span>
              <span className="toast__message">{notice.message}</span>
            </p>
          )}
        </div>
        <div className="modal__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button ref={sendButton} type="submit" className="button button--primary" disabled={isMutating} aria-busy={isMutating || undefined}>
            {isMutating ? 'Sending…' : 'Send'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
