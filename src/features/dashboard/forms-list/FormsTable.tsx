/**
 * One page of submissions: the sender's name (a button that opens the item), the columns the
 * form's description lists, when it arrived and whether it was read. Values show as text.
 */
import type { FormPage } from '../../../lib/http/staff-api.ts';
import type { FormType } from '../form-types.ts';
import { formatDateTime } from '../format.ts';
import { WrappableText } from '../../../ui/WrappableText.tsx';
import { StageBadge } from './StageBadge.tsx';
import type { Selection } from './use-selection.ts';
import { EmailText } from '../../../ui/EmailText.tsx';
import { previewOf } from './preview.ts';

interface Props {
  type: FormType;
  data: FormPage;
  pages: number;
  busy: boolean;
  onOpen: (id: number) => void;
  selection: Selection;
  /** Account id → name, for the owner beside the stage. */
  ownerName: (id: number | null) => string | undefined;
}

export function FormsTable({ type, data, pages, busy, onOpen, selection, ownerName }: Props) {
  const allPicked = data.forms.length > 0 && data.forms.every((form) => selection.has(form.id));
  const somePicked = data.forms.some((form) => selection.has(form.id));
  return (
    <table className="dash-table" aria-busy={busy}>
      <caption className="visually-hidden">
        {type.heading}, page {data.page} of {pages}. Open a row's name to read it.
      </caption>
      <thead>
        <tr>
          <th scope="col" className="dash-cell-pick">
            {/* The label is the 44 px target around a box drawn at the usual size. */}
            <label className="dash-pick-target">
              <input
                type="checkbox"
                className="dash-pick"
                aria-label="Select all on this page"
                checked={allPicked}
                ref={(box) => {
                  if (box) box.indeterminate = somePicked && !allPicked;
                }}
                onChange={(event) => selection.setAll(event.target.checked)}
              />
            </label>
          </th>
          <th scope="col">Name</th>
          {type.columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
          <th scope="col">Received</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {data.forms.map((form) => (
          <tr
            key={form.id}
            className={form.status === 'new' ? 'is-new' : undefined}
            // A click anywhere on the row opens it (the name is the button for keyboards and screen readers).
            onClick={(event) => {
              if (!(event.target as Element).closest('button, a, input, label') && !window.getSelection()?.toString()) onOpen(form.id);
            }}
          >
            <td className="dash-cell-pick">
              <label className="dash-pick-target">
                <input type="checkbox" className="dash-pick" aria-label={`Select ${type.nameOf(form)}`} checked={selection.has(form.id)} onChange={(event) => selection.toggle(form.id, event.target.checked)} />
              </label>
            </td>
            <th scope="row" data-label="Name" className="dash-cell-text">
              <button type="button" className="dash-rowlink" data-row-open={form.id} onClick={() => onOpen(form.id)}>
                <bdi>{type.nameOf(form)}</bdi>
              </button>
              <RowPreview text={previewOf(type, form)} />
            </th>
            {type.columns.map((column) => (
              <td key={column.label} data-label={column.label} className="dash-cell-text">
                {!column.value(form) ? (
                  <span className="dash-muted">—</span>
                ) : column.isEmail ? (
                  <EmailText email={column.value(form)} />
                ) : (
                  <WrappableText text={column.value(form)} />
                )}
              </td>
            ))}
            <td data-label="Received" className="dash-cell-date">
              {formatDateTime(form.createdAt)}
            </td>
            <td data-label="Status">
              <StageBadge stage={form.stage} owner={ownerName(form.ownerId)} />
              {form.status === 'new' && <span className="visually-hidden">, unread</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One line of the message under the name (forms-list/preview.ts); the full text is in the opened item. */
function RowPreview({ text }: { text: string }) {
  return text ? <span className="dash-preview">{text}</span> : null;
}
