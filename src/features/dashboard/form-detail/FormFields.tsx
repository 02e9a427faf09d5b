/**
 * A submission's fields as label and value: free text first, then the rest in the order of the
 * form's description. Every value
 * is shown as text exactly as stored (React escapes it), never as HTML; only an https address in
 * a link field becomes a link.
 */
import type { StaffForm } from '../../../lib/http/staff-api.ts';
import { text, type Field, type FormType } from '../form-types.ts';
import { formatBytes } from '../format.ts';
import { EmailText } from '../../../ui/EmailText.tsx';

/** Only an https address becomes a link; anything else stays plain text. */
function safeHttpsUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function FieldValue({ field, value }: { field: Field; value: string }) {
  if (value === '') return <span className="dash-muted">Not given</span>;
  if (field.isEmail) return <EmailText email={value} />;
  const link = field.kind === 'link' ? safeHttpsUrl(value) : null;
  // Visitor text in a <bdi>: right-to-left or mixed text cannot reorder the label or what follows.
  if (!link) return <bdi>{value}</bdi>;
  return (
    <a href={link} target="_blank" rel="noopener noreferrer nofollow">
      <bdi>{value}</bdi>
    </a>
  );
}

/** What the person wrote comes first (the message, the cover message), then who they are, in the description's order. */
function messageFirst(fields: Field[]): Field[] {
  return [...fields.filter((field) => field.kind === 'long'), ...fields.filter((field) => field.kind !== 'long')];
}

export function FormFields({ type, form }: { type: FormType; form: StaffForm }) {
  const { file } = type;
  const size = file ? formatBytes(Number(form[file.sizeKey])) : '';
  return (
    <dl className="dash-fields">
      {/* What they wrote first (the message, a cover letter): it is what staff open an item to read. */}
      {messageFirst(type.fields).map((field) => (
        <div key={field.key} className={`dash-field${field.kind === 'long' ? ' dash-field--long' : ''}`}>
          <dt>{field.label}</dt>
          <dd>
            <FieldValue field={field} value={text(form[field.key])} />
          </dd>
        </div>
      ))}
      {file && (
        // The whole width: a CV's file name is often long ("Ada Lovelace - Curriculum Vitae - 2026.pdf").
        <div className="dash-field dash-field--wide">
          <dt>{file.label}</dt>
          <dd>
            <bdi>{text(form[file.filenameKey])}</bdi> {size && <span className="dash-muted">({size})</span>}
          </dd>
        </div>
      )}
    </dl>
  );
}
