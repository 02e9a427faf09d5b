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
