/**
 * An e-mail address that wraps only after its "@" and its dots: "maximilian.featherstonehaugh@"
 * / "procurement." / "northwind-logistics.example", never mid-word and never at a hyphen (a
 * line ending in "-" reads as if the hyphen were not part of the address). Each part is kept on
 * one line and a <wbr> after every "@" and "." is the only place a line may end; the element has
 * `overflow-wrap: normal`, so a table column or a grid cell is never squeezed narrower than a part.
 *
 * The one exception: a part longer than any phone line (a DNS label may have 63 characters) may
 * break inside as a last resort rather than push the page sideways, keeping its last letters
 * together so no line holds one letter alone. Used everywhere the dashboard shows an address, and
 * for the offices' addresses on the site (the footer, the offices block).
 */
import { Fragment } from 'react';

/** Parts longer than this may not fit a line at 375 px (about 24 characters fit the narrowest place, a settings card), so they may break inside. */
const LONGEST_WHOLE_PART = 24;
/** Letters at the end of an over-long part that stay on one line. */
const KEEP = 3;

/** The address cut after each "@" and "." (where a reader expects it to break). */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter(Boolean);
}

export function EmailText({ email, className }: { email: string; className?: string }) {
  const parts = emailParts(email);
  return (
    // <bdi>: a visitor's address is their text, isolated so right-to-left letters in it cannot reorder what stands around it.
    <bdi className={`email-text${className ? ` ${className}` : ''}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part.length > LONGEST_WHOLE_PART ? (
            <span className="email-text__long">
              {part.slice(0, -KEEP)}
              <span className="keep-together">{part.slice(-KEEP)}</span>
            </span>
          ) : (
            <span className="email-text__part">{part}</span>
          )}
        </Fragment>
      ))}
    </bdi>
  );
}
