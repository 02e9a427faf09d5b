/**
 * One submission in a dialog. Opening it marks it read on the server; the lists and counts are
 * then refreshed. Every value is shown as text exactly as stored (React escapes it), never as
 * HTML: a stored submission may hold a script payload, and here it stays a string.
 */
import { useRef, useState } from 'react';
import useSWR, { useSWRConfig, type ScopedMutator } from 'swr';
import { NEW_FORMS_URL, deleteForm, downloadCv, getForm, type StaffForm } from '../../lib/http/staff-api.ts';
import type { FormType } from './form-types.ts';
import { text } from './form-types.ts';
import { ConfirmDialog, Dialog, describeError, formatBytes, formatDateTime, saveBlob, useNotice, Notice } from './ui.tsx';

/** Refetches every cached page of a table's list, and the new-item counts. */
export function refreshLists(mutate: ScopedMutator, table: string): void {
  void mutate((key) => Array.isArray(key) && key[0] === 'forms' && key[1] === table);
  void mutate(NEW_FORMS_URL);
}

/** Only an https address becomes a link; anything else stays plain text. */
function safeHttpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

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
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [notice, show, dismiss] = useNotice();
  const name = form ? type.nameOf(form) : '';
  const title = form ? `${capitalise(type.noun)} from ${name}` : `${capitalise(type.noun)} #${id}`;

  async function saveCv(current: StaffForm) {
    setDownloading(true);
    dismiss();
    try {
      const blob = await downloadCv(current.id);
      saveBlob(blob, text(current.cvFilename) || `cv-${current.id}`);
    } catch (failure) {
      show('error', `Could not download the CV: ${describeError(failure)}`);
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
          </p>
          <dl className="dash-fields">
            {type.fields.map((field) => {
              const value = text(form[field.key]);
              const link = field.key === 'profileUrl' ? safeHttpsUrl(value) : null;
              return (
                <div key={field.key} className={`dash-field${field.long ? ' dash-field--long' : ''}`}>
                  <dt>{field.label}</dt>
                  <dd>
                    {value === '' ? (
                      <span className="dash-muted">Not given</span>
                    ) : link ? (
                      <a href={link} target="_blank" rel="noopener noreferrer nofollow">
                        {value}
                      </a>
                    ) : (
                      value
                    )}
                  </dd>
                </div>
              );
            })}
            {type.table === 'careers' && (
              <div className="dash-field">
                <dt>CV</dt>
                <dd>
                  {text(form.cvFilename)} {formatBytes(Number(form.cvSize)) && <span className="dash-muted">({formatBytes(Number(form.cvSize))})</span>}
                </dd>
              </div>
            )}
          </dl>
          <Notice notice={notice} onDismiss={dismiss} />
          <div className="dash-dialog__actions">
            {text(form.email) && (
              <a className="dash-btn dash-btn--primary" href={`mailto:${encodeURIComponent(text(form.email))}`}>
                Reply by e-mail
              </a>
            )}
            {type.table === 'careers' && (
              <button type="button" className="dash-btn" onClick={() => void saveCv(form)} disabled={downloading} aria-busy={downloading}>
                {downloading ? 'Downloading…' : 'Download CV'}
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
        </>
      )}
      {confirming && form && (
        <ConfirmDialog
          title={`Delete this ${type.noun}?`}
          message={
            <p>
              The {type.noun} from <strong>{name}</strong> ({text(form.email)}) will be removed for everyone. This cannot be undone.
            </p>
          }
          confirmLabel={`Delete ${type.noun}`}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            await deleteForm(type.table, form.id);
            setConfirming(false);
            void mutate(['form', type.table, form.id], undefined, { revalidate: false });
            refreshLists(mutate, type.table);
            onDeleted(name);
          }}
        />
      )}
    </Dialog>
  );
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
