/**
 * One submission in a dialog. Opening it marks it read on the server; the lists and counts are
 * then refreshed. Top to bottom: its stage and owner, what the visitor wrote (the message first),
 * the actions (Reply first; kept in view at the bottom on a phone), then notes and history. The
 * fields are in form-detail/FormFields.tsx (text only, never HTML: a stored submission may hold a
 * script payload, and here it stays a string); triage pieces are in form-detail/ too.
 */
import { useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { activityUrl, downloadCv, getActivity, getForm, type StaffForm } from '../../lib/http/staff-api.ts';
import { DeleteFormDialog } from './form-detail/DeleteFormDialog.tsx';
import { FormFields } from './form-detail/FormFields.tsx';
import { HistoryTimeline } from './form-detail/HistoryTimeline.tsx';
import { NotesPanel } from './form-detail/NotesPanel.tsx';
import { OwnerControl } from './form-detail/OwnerControl.tsx';
import { ReplyComposer } from './form-detail/ReplyComposer.tsx';
import { StageControl } from './form-detail/StageControl.tsx';
import { refreshLists } from './form-detail/refresh-lists.ts';
import { text, type FormType } from './form-types.ts';
import { Dialog } from './dialogs.tsx';
import { describeError } from './describe-error.ts';
import { formatDateTime } from './format.ts';
import { Notice, useNotice } from './notice.tsx';
import { saveBlob } from './save-blob.ts';

interface Props {
  type: FormType;
  id: number;
  isAdmin: boolean;
  onClose: () => void;
  onDeleted: (name: string) => void;
}

export function FormDetail({ type, id, isAdmin, onClose, onDeleted }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { mutate } = useSWRConfig();
  const { data: form, error, isLoading, mutate: retry } = useSWR(['form', type.table, id], () => getForm(type.table, id), {
    onSuccess: () => refreshLists(mutate, type.table),
  });
  const { data: activity } = useSWR(form ? activityUrl(type.table, id) : null, () => getActivity(type.table, id));
  const [confirming, setConfirming] = useState(false);
  const [replying, setReplying] = useState(false);
  const replyRef = useRef<HTMLButtonElement>(null);
  const [downloading, setDownloading] = useState(false);
  const [notice, show, dismiss] = useNotice();
  const name = form ? type.nameOf(form) : '';
  // The visitor's name is isolated (<bdi>), so a right-to-left name cannot reorder the words around it.
  const title = form ? (
    <>
      {capitalise(type.noun)} from <bdi>{name}</bdi>
    </>
  ) : (
    `${capitalise(type.noun)} #${id}`
  );
  const { file } = type;

  async function saveFile(current: StaffForm, filenameKey: string, label: string) {
    setDownloading(true);
    dismiss();
    try {
      const blob = await downloadCv(current.id);
      saveBlob(blob, text(current[filenameKey]) || `cv-${current.id}`);
    } catch (failure) {
      show('error', `Could not download the ${label}: ${describeError(failure)}`);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Dialog title={title} onClose={onClose} initialFocus={closeRef} className="dash-dialog--detail">
      {isLoading && (
        <p className="dash-state" role="status">
          Loading the {type.noun}…
        </p>
      )}
      {error && (
        <div className="dash-state dash-state--error" role="alert">
          <p>{(error as { kind?: unknown }).kind === 404 ? `This ${type.noun} no longer exists.` : `Could not load the ${type.noun}: ${describeError(error)}`}</p>
          <button type="button" className="dash-btn" onClick={() => void retry()}>
            Try again
          </button>
        </div>
      )}
      {form && (
        <>
          <p className="dash-detail__meta">
            Received {formatDateTime(form.createdAt)} · <span className="dash-badge dash-badge--read">Marked as read</span>
            {form.firstRepliedAt && <> · First replied {formatDateTime(form.firstRepliedAt)}</>}
          </p>
          <div className="dash-triage">
            <StageControl table={type.table} form={form} onError={(message) => show('error', message)} />
            <OwnerControl table={type.table} form={form} onError={(message) => show('error', message)} />
          </div>
          <FormFields type={type} form={form} />
          <Notice notice={notice} onDismiss={dismiss} />
          <div className="dash-dialog__actions dash-detail__actions">
            {text(form.email) && (
              <button ref={replyRef} type="button" className="dash-btn dash-btn--primary dash-btn--pill" onClick={() => setReplying(true)}>
                Reply
              </button>
            )}
            {file && (
              <button type="button" className="dash-btn" onClick={() => void saveFile(form, file.filenameKey, file.label)} disabled={downloading} aria-busy={downloading}>
                {downloading ? 'Downloading…' : `Download ${file.label}`}
              </button>
            )}
            {isAdmin && (
              <button type="button" className="dash-btn dash-btn--danger" onClick={() => setConfirming(true)}>
                Delete
              </button>
            )}
            <button ref={closeRef} type="button" className="dash-btn" onClick={onClose}>
              Close
            </button>
          </div>
          <NotesPanel table={type.table} id={id} notes={activity?.notes} />
          <HistoryTimeline history={activity?.history} />
        </>
      )}
      {replying && form && (
        <ReplyComposer
          table={type.table}
          id={id}
          name={name}
          onClose={() => {
            setReplying(false);
            setTimeout(() => replyRef.current?.focus(), 0);
          }}
          onSent={(to) => {
            setReplying(false);
            show('success', `Reply queued to ${to}. It is in the history below.`);
            setTimeout(() => replyRef.current?.focus(), 0);
          }}
        />
      )}
      {confirming && form && <DeleteFormDialog type={type} form={form} name={name} onClose={() => setConfirming(false)} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
