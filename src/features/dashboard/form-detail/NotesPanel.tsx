/**
 * Internal notes on the item, oldest first (a conversation reads downwards), and a box to add one.
 * Notes are for staff only: the server never puts them in a mail, the lists or the CSV.
 */
import { useId, useState, type FormEvent } from 'react';
import { NOTE_MAX } from '../../../forms/triage.ts';
import { addNote, type FormTable, type Note } from '../../../lib/http/staff-api.ts';
import { describeError } from '../describe-error.ts';
import { formatDateTime } from '../format.ts';
import { useItemChanged } from './use-item-actions.ts';

interface Props {
  table: FormTable;
  id: number;
  notes: Note[] | undefined;
}

export function NotesPanel({ table, id, notes }: Props) {
  const ids = { heading: useId(), text: useId(), hint: useId() };
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changed = useItemChanged(table, id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!text.trim()) {
      setError('Write the note first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await addNote(table, id, text);
      setText('');
      changed();
    } catch (failure) {
      setError(`Could not add the note: ${describeError(failure)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="dash-detail__section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="dash-detail__heading">
        Internal notes
      </h3>
      {notes === undefined ? (
        <p className="dash-muted-text">Loading notes…</p>
      ) : notes.length === 0 ? (
        <p className="dash-muted-text">No notes yet. Only staff see them.</p>
      ) : (
        <ol className="dash-notes">
          {notes.map((note) => (
            <li key={note.id} className="dash-note">
              <p className="dash-note__meta">
                <strong>{note.author}</strong> · <time dateTime={note.createdAt}>{formatDateTime(note.createdAt)}</time>
              </p>
              <p className="dash-note__text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="dash-note-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={ids.text}>Add a note</label>
        <textarea
          id={ids.text}
          value={text}
          rows={3}
          maxLength={NOTE_MAX}
          aria-describedby={ids.hint}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <span id={ids.hint} className="dash-hint">
          Only staff see notes; they are never sent to the visitor. {text.length > NOTE_MAX - 500 ? `${NOTE_MAX - text.length} characters left.` : ''}
        </span>
        {error && (
          <p className="dash-notice dash-notice--error" role="alert">
            {error}
          </p>
        )}
        <div>
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus to the page. */}
          <button type="submit" className="dash-btn dash-btn--pill" aria-disabled={busy} aria-busy={busy}>
            {busy ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
    </section>
  );
}
