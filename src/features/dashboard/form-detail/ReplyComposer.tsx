/**
 * Replying in place: a dialog over the item with the form type's draft (from the server: greeting,
 * signature, the visitor's message quoted), editable subject and message. Send queues it in the
 * server's outbox, to the submission's address only; the item then shows the reply in its history.
 */
import { useId, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from '../../../forms/triage.ts';
import { getReplyDraft, sendReply, type FormTable } from '../../../lib/http/staff-api.ts';
import { WrappableText } from '../../../ui/WrappableText.tsx';
import { Dialog } from '../dialogs.tsx';
import { describeError } from '../describe-error.ts';
import { useItemChanged } from './use-item-actions.ts';

interface Props {
  table: FormTable;
  id: number;
  name: string;
  onClose: () => void;
  onSent: (to: string) => void;
}

export function ReplyComposer({ table, id, name, onClose, onSent }: Props) {
  const { data: draft, error: draftError, mutate: retry } = useSWR(['reply-draft', table, id], () => getReplyDraft(table, id), { revalidateOnMount: true });
  return (
    <Dialog title={`Reply to ${name}`} onClose={onClose} className="dash-dialog--reply">
      {draftError ? (
        <div className="dash-state dash-state--error" role="alert">
          <p>Could not prepare the reply: {describeError(draftError)}</p>
          <button type="button" className="dash-btn" onClick={() => void retry()}>
            Try again
          </button>
        </div>
      ) : !draft ? (
        <p className="dash-state" role="status">
          Preparing the reply…
        </p>
      ) : (
        <ReplyForm table={table} id={id} to={draft.to} subject={draft.subject} body={draft.body} onClose={onClose} onSent={onSent} />
      )}
    </Dialog>
  );
}

interface FormProps {
  table: FormTable;
  id: number;
  to: string;
  subject: string;
  body: string;
  onClose: () => void;
  onSent: (to: string) => void;
}

function ReplyForm({ table, id, to, subject: draftSubject, body: draftBody, onClose, onSent }: FormProps) {
  const ids = { subject: useId(), body: useId(), to: useId() };
  const [subject, setSubject] = useState(draftSubject);
  const [body, setBody] = useState(draftBody);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = useItemChanged(table, id);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!subject.trim() || !body.trim()) {
      setError(!subject.trim() ? 'Write a subject.' : 'Write a message.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const sent = await sendReply(table, id, subject, body);
      changed(sent.form);
      onSent(sent.to);
    } catch (failure) {
      setError(`Not sent: ${describeError(failure)}`);
      setBusy(false);
    }
  }

  return (
    <form className="dash-reply" onSubmit={(event) => void send(event)} noValidate>
      <p className="dash-reply__to" id={ids.to}>
        To: <WrappableText text={to} />
        <span className="dash-hint">Replies go only to the address the visitor gave.</span>
      </p>
      <div className="dash-filter">
        <label htmlFor={ids.subject}>Subject</label>
        <input id={ids.subject} className="dash-input" value={subject} maxLength={REPLY_SUBJECT_MAX} onChange={(event) => setSubject(event.target.value)} />
      </div>
      <div className="dash-filter">
        <label htmlFor={ids.body}>Message</label>
        <textarea id={ids.body} className="dash-input dash-reply__body" value={body} rows={14} maxLength={REPLY_BODY_MAX} onChange={(event) => setBody(event.target.value)} />
      </div>
      {error && (
        <p className="dash-notice dash-notice--error" role="alert">
          {error}
        </p>
      )}
      <div className="dash-dialog__actions">
        <button type="button" className="dash-btn dash-btn--pill" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="dash-btn dash-btn--primary dash-btn--pill" aria-disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </form>
  );
}
