/**
 * A closing } or ] left out in the middle of the file. The parser only notices at a later token
 * that cannot follow (often the next section's {), and blames that token: "a property name is
 * expected here", "missing comma". pages.json is indented one level per bracket (as editors and
 * `npm run new` write it), so the indentation tells which bracket was left open: a { or [ that
 * ends its line is closed at the start of the first later line indented no deeper than its own.
 */
export interface UnclosedBracket {
  /** Where the closer belongs: the end of the last line inside the bracket. */
  index: number;
  message: string;
}

/**
 * The bracket opened before `errorIndex` (where the parser gave up) whose closing line is missing,
 * or undefined when the indentation tells nothing. A guess is only returned when adding the closer
 * there gets the parser past the error, so a file indented by hand never gets a wrong lead.
 */
export function unclosedByIndentation(source: string, errorIndex: number, parsesFurther: (fixed: string) => boolean): UnclosedBracket | undefined {
  const lines = lineTable(source);
  const errorLine = lineAt(lines, errorIndex);
  let best: { opener: number; line: number; closingLine: number; indent: number } | undefined;
  for (const opener of openersBefore(source, errorIndex)) {
    const line = lineAt(lines, opener);
    const { indent } = lines[line]!;
    if (lines[line]!.lastChar !== opener) continue; // closed on its own line, or followed by content
    const closingLine = lines.findIndex((candidate, i) => i > line && !candidate.blank && candidate.indent <= indent);
    if (closingLine < 0 || closingLine > errorLine) continue;
    const closer = source[opener] === '{' ? '}' : ']';
    const closing = lines[closingLine]!;
    if (closing.indent === indent && source[closing.start + closing.indent] === closer) continue;
    // The first closing line that is wrong; of two on the same line, the inner bracket.
    if (!best || closingLine < best.closingLine || (closingLine === best.closingLine && indent > best.indent)) best = { opener, line, closingLine, indent };
  }
  if (!best) return undefined;
  const open = source[best.opener]!;
  const close = open === '{' ? '}' : ']';
  let last = best.closingLine - 1;
  while (lines[last]!.blank) last--;
  const index = lines[last]!.end;
  // With the whole line deleted ("},"), the comma before the next item went too.
  const comma = /^\s*[{["\w-]/.test(source.slice(index)) ? ',' : '';
  if (!parsesFurther(source.slice(0, index) + close + comma + source.slice(index))) return undefined;
  const what = comma ? `${close}, after line ${last + 1} (its ${close} and the comma before the next item)` : `${close} after line ${last + 1}`;
  return { index, message: `this ${open} opened at line ${best.line + 1} is never closed: add ${what}.` };
}

/**
 * A stray extra } or ] ("}}" where one was meant, or a "}," line written twice). It closes its
 * parent early, and the parser blames a later token: a comma, a property "inside a list", a
 * bracket that "does not close" anything. Candidates are closers right after another closer
 * (on the same line, or alone on the line after one), nearest to the error first; one is only
 * named when removing it gets the parser past the error. Returns where it is and what to remove.
 */
export function extraCloser(source: string, errorIndex: number, parsesFurther: (fixed: string) => boolean): { index: number; text: string } | undefined {
  const lines = lineTable(source);
  const candidates = closersBefore(source, errorIndex).filter((index) => afterCloser(source, lines, index)).reverse();
  for (const index of candidates.slice(0, 50)) {
    // A "}," line written twice: the comma goes with it, or a second comma is left behind.
    const text = [source[index]!, source.slice(index, index + 2)].find((removed) => /^[}\]],?$/.test(removed) && parsesFurther(source.slice(0, index) + source.slice(index + removed.length)));
    if (text) return { index, text };
  }
  return undefined;
}

/**
 * Whether the closer at `index` follows another where an indented file has none: on the same line
 * ("}}"), or alone on its line at the indentation of the closing line before it (a "}," written
 * twice; in an indented file each closing line is one level less deep than the one before).
 */
function afterCloser(source: string, lines: Line[], index: number): boolean {
  const line = lineAt(lines, index);
  const { start, indent } = lines[line]!;
  if (/[}\]]\s*$/.test(source.slice(start, index))) return true;
  if (start + indent !== index) return false;
  let previous = line - 1;
  while (previous >= 0 && lines[previous]!.blank) previous--;
  return previous >= 0 && lines[previous]!.indent === indent && /^\s*[}\]],?$/.test(source.slice(lines[previous]!.start, lines[previous]!.end));
}

interface Line {
  start: number;
  /** Index just after the line's last character (before the line break). */
  end: number;
  indent: number;
  blank: boolean;
  /** Index of the last non-space character. */
  lastChar: number;
}

function lineTable(source: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const text of source.split('\n')) {
    const trimmed = text.replace(/\s+$/, '');
    const indent = text.length - text.trimStart().length;
    lines.push({ start, end: start + trimmed.length, indent, blank: trimmed.length === 0, lastChar: start + trimmed.length - 1 });
    start += text.length + 1;
  }
  return lines;
}

function lineAt(lines: Line[], index: number): number {
  let line = 0;
  while (line + 1 < lines.length && lines[line + 1]!.start <= index) line++;
  return line;
}

/** Every { and [ outside a text, before `end`. */
function openersBefore(source: string, end: number): number[] {
  const openers: number[] = [];
  for (let i = 0; i < end; i++) {
    const char = source[i];
    if (char === '"') {
      for (i++; i < end && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
    } else if (char === '{' || char === '[') openers.push(i);
  }
  return openers;
}

/** Every } and ] outside a text, up to and including `end`. */
function closersBefore(source: string, end: number): number[] {
  const closers: number[] = [];
  for (let i = 0; i <= end && i < source.length; i++) {
    const char = source[i];
    if (char === '"') {
      for (i++; i < end && source[i] !== '"' && source[i] !== '\n'; i++) if (source[i] === '\\') i++;
    } else if (char === '}' || char === ']') closers.push(i);
  }
  return closers;
}
