/**
 * Text without spaces that may not fit its box, such as a long company name or a link (e-mail
 * addresses have their own stricter helper, EmailText.tsx): it may wrap after each
 * "@", "." and "/", so "maximilian.featherstonehaugh@procurement.example" breaks into whole parts
 * rather than mid-word. A part longer than the line still breaks wherever the container's
 * `overflow-wrap: anywhere` lets it (the last resort), but its last letters stay together, so no
 * line ever holds one letter alone (the browser filled each line, leaving "e" for the last).
 */
import { Fragment } from 'react';

/** Letters at the end of each part that stay on one line. */
const KEEP = 3;

/** The text cut after each "@", "." and "/" (the places a reader expects an address to break). */
export function wrapParts(text: string): string[] {
  return text.split(/(?<=[@./])/).filter(Boolean);
}

export function WrappableText({ text }: { text: string }) {
  const parts = wrapParts(text);
  // One element around the pieces: a grid cell (the dashboard's small-screen cards) would place
  // each piece in a cell of its own. It is a <bdi>: the text is often someone else's (a visitor's
  // e-mail or company), and a right-to-left or mixed value must not reorder what stands around it.
  return (
    <bdi>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {part.slice(0, -KEEP)}
          <span className="keep-together">{part.slice(-KEEP)}</span>
          {index < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </bdi>
  );
}
