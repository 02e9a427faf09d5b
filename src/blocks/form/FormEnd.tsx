import { useHydrated } from '../../lib/use-hydrated.ts';
import { Honeypot } from '../../ui/form/fields.tsx';

/**
 * How the page forms (get started, careers) end: the honeypot field people never see, the line
 * that announces a failed send, and the submit button, which says when it is sending. The contact
 * form ends with its confirmation beside the button instead.
 */
export function FormEnd({ idPrefix, honeypot, onHoneypot, alert, isSending, label }: { idPrefix: string; honeypot: string; onHoneypot: (value: string) => void; alert: string; isSending: boolean; label: string }) {
  return (
    <>
      <Honeypot idPrefix={idPrefix} value={honeypot} onChange={onHoneypot} />
      <p className="form__alert" role="alert">
        {alert}
      </p>
      <div className="form__footer">
        <SendButton isSending={isSending} label={label} />
      </div>
    </>
  );
}

/**
 * A visitor form's submit button. Disabled until the app has hydrated the form (before that, a
 * submit would be the browser's own, with the fields in the URL); while sending it says so and
 * stays focusable (aria-disabled), so focus is not lost.
 */
export function SendButton({ isSending, label }: { isSending: boolean; label: string }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className="button button--primary" disabled={!hydrated} aria-disabled={isSending || undefined}>
      {isSending ? 'Sending…' : label}
    </button>
  );
}
