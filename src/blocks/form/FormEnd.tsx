import type { FormKind } from '../../forms/kinds.ts';
import { FORM_KIND_FIELD } from '../../forms/visitor-texts.ts';
import { Honeypot } from '../../ui/form/fields.tsx';

/**
 * How the page forms (get started, careers) end: the field that names the form's kind, the honeypot field people never see, the line
 * that announces a failed send, and the submit button, which says when it is sending. The contact
 * form ends with its confirmation beside the button instead.
 */
export function FormEnd({ kind, idPrefix, honeypot, onHoneypot, alert, isSending, label }: { kind: FormKind; idPrefix: string; honeypot: string; onHoneypot: (value: string) => void; alert: string; isSending: boolean; label: string }) {
  return (
    <>
      <FormKindField kind={kind} />
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
 * Names the form's kind in what a browser sends without script: the post arrives at the page's
 * address (the form's action), and the server answers it with the page (src/server/forms/page-posts.ts).
 */
export function FormKindField({ kind }: { kind: FormKind }) {
  return <input type="hidden" name={FORM_KIND_FIELD} value={kind} />;
}

/**
 * A visitor form's submit button. Enabled in the HTML: before the app runs (or without script) the
 * browser posts the form to its page, and the server answers with the page (thank-you or errors);
 * once the app runs, it sends the form itself. While sending it says so and stays focusable
 * (aria-disabled), so focus is not lost.
 */
export function SendButton({ isSending, label }: { isSending: boolean; label: string }) {
  return (
    <button type="submit" className="button button--primary" aria-disabled={isSending || undefined}>
      {isSending ? 'Sending…' : label}
    </button>
  );
}
