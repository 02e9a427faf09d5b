import { parse, type AnyNode } from '@humanwhocodes/momoa';
import { extraCloser, unclosedByIndentation } from './json-brackets.ts';

/** A problem at a place in the source text, before there is any JSON to point into. */
export interface SourceProblem {
  line: number;
  column: number;
  pointer: string;
  message: string;
}

/**
 * Explains why JSON.parse refused the text, at the offending character, in words an author can act
 * on. JSON.parse (V8) decides whether the text is JSON; momoa's tokenizer says where and what, since
 * V8 often blames the character after the real mistake (a trailing comma is reported at the "}").
 */
export function explainSyntaxError(source: string, error: Error): SourceProblem {
  const at = (index: number, message: string): SourceProblem => ({ ...position(source, index), pointer: '', message });
  let found: { line: number; column: number; message: string } | undefined;
  try {
    parse(source);
  } catch (momoaError) {
    found = momoaError as { line: number; column: number; message: string };
  }
  // A text left open runs on to the next quote, so the parser stumbles a line or more later.
  const runaway = runawayString(source);
  if (runaway !== undefined && (!found || runaway < indexOf(source, found.line, found.column))) return at(runaway, 'this text is never closed: add the closing " on the same line.');
  if (!found) {
    // momoa accepts a few things JSON.parse does not, such as a raw tab or line break inside a text.
    const index = Number(/position (\d+)/.exec(error.message)?.[1] ?? 0);
    return at(index, describeCharacter(source[index] ?? '') ?? `invalid JSON: ${error.message}`);
  }
  const index = indexOf(source, found.line, found.column);
  const char = source[index] ?? '';
  const escape = badEscape(source, index);
  if (escape) return at(escape.index, escape.message);

  const failedLine = found.line;
  const bracket = /Unexpected (end of input|token)/.test(found.message) ? unclosedByIndentation(source, index, (fixed) => parsesPast(fixed, failedLine)) : undefined;
  if (bracket) return at(bracket.index, bracket.message);
  const extra = /Unexpected token/.test(found.message) ? extraCloser(source, index, (fixed) => parsesPast(fixed, failedLine)) : undefined;
  if (extra) return at(extra.index, `one ${source[extra.index]} too many: remove this ${extra.text.length > 1 ? `"${extra.text}" line` : extra.text}.`);
  const inName = quoteInsideName(source, index);
  if (inName) return at(inName.quote, `a quote " inside a property name ends the name early: remove it ("${inName.name}").`);
  const quote = quoteEndingText(source, index);
  if (quote !== undefined) return at(quote, 'a quote " inside a text ends the text early: write \\" for each quote inside a text, or use curly quotes “ ”.');
  if (/Unexpected end of input/.test(found.message)) return unclosed(source) ?? at(index, 'the file ends too early: a closing } or ] is missing.');
  // The last token of a file that ends inside a list or object.
  const atEnd = /^[\w.+-]*\s*$/.test(source.slice(index)) && unclosed(source);
  if (atEnd) return atEnd;
  const named = describeCharacter(char);
  if (named && /Unexpected character/.test(found.message)) return at(index, named);
  if (/Unexpected token (RBrace|RBracket)/.test(found.message)) {
    const previous = lastNonSpace(source, index);
    if (source[previous] === ',') return at(previous, `trailing comma before ${char}: remove this comma (the last item of a list or object has none).`);
    if (bracketDepth(source, index) <= 0) return at(index, `unexpected ${char} after the end of the document: remove it, or look for an extra closing bracket before it.`);
    if (source[previous] === ':') return at(index, `a value is missing after the ":" before this ${char}.`);
    return at(index, `unexpected ${char}: it does not close the bracket that is open here (a { is closed by }, a [ by ]).`);
  }
  if (/Unexpected token (String|Number|LBrace|LBracket|Boolean|Null|True|False)/.test(found.message)) {
    const previous = lastNonSpace(source, index);
    if (bracketDepth(source, index) === 0) return at(index, 'unexpected text after the end of the document: the top-level object is already closed here.');
    if (source[previous] === ',' || source[previous] === '{') return at(index, 'a property name (in double quotes) is expected here, followed by ":".');
    if (source[previous] === '"' && /"\s*$/.test(source.slice(0, index)) && isPropertyName(source, previous)) return at(index, 'missing ":" between the property name and its value.');
    return at(index, 'missing comma: add "," at the end of the previous line (or before this value).');
  }
  if (/Unexpected token Colon/.test(found.message) && source[lastNonSpace(source, index)] === '"' && bracketKind(source, index) === '[') {
    return at(textStart(source, lastNonSpace(source, index)), 'a property inside a list: the { that opens this item is missing (an item with properties is written { "name": value, … }).');
  }
  if (/Unexpected token Colon/.test(found.message)) return at(index, 'unexpected ":": a property name must be in double quotes, and each property needs a comma after it.');
  if (/Unexpected token Comma/.test(found.message)) {
    const previous = lastNonSpace(source, index);
    return at(index, source[previous] === ',' ? 'two commas in a row: remove one.' : source[previous] === ':' ? 'a value is missing after the ":".' : 'unexpected comma: remove it.');
  }
  const word = /Unexpected identifier '([^']*)'/.exec(found.message)?.[1] ?? (/^[A-Za-z]$/.test(char) ? /^[A-Za-z_]\w*/.exec(source.slice(index))![0] : undefined);
  if (word !== undefined) {
    const lower = word.toLowerCase();
    if (['true', 'false', 'null'].includes(lower)) return at(index, `${word} must be written in lower case: ${lower}.`);
    return at(index, `${word} is not a JSON value: put text in double quotes ("${word}"); numbers, true, false and null are written bare.`);
  }
  if (/^[0-9-]$/.test(char)) return at(index, 'a number in a form JSON does not allow (no leading zeros, no "+", a digit after the "."). Write it plainly, e.g. 4 or 0.5.');
  return at(index, `invalid JSON here: ${found.message.replace(/\s*\(\d+:\d+\)$/, '')}.`);
}

/**
 * "library\energy.svg": a backslash inside a text starts an escape (\n, \", \\, \u00e9), and "\e" is
 * none. The parser blames the letter after it; the mistake is the backslash, most often written
 * for a folder. Returns the backslash's index and what to write.
 */
function badEscape(source: string, index: number): { index: number; message: string } | undefined {
  // The parser points at the backslash, at the letter after it, or inside the four digits of "\u12x4".
  let backslash = index;
  while (backslash >= index - 5 && source[backslash] !== '\\') backslash--;
  if (source[backslash] !== '\\' || (backslash < index - 1 && source[backslash + 1] !== 'u')) return undefined;
  const written = /^\\(u[0-9a-fA-F]{0,3}.?|.)/.exec(source.slice(backslash))![0];
  const lineStart = source.lastIndexOf('\n', backslash) + 1;
  const lineEnd = source.indexOf('\n', backslash);
  const line = source.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
  // The text the backslash is in, as written, from its opening quote to its closing one.
  const text = /^"((?:[^"\\]|\\.)*)"/.exec(line.slice(textStartOnLine(line, backslash - lineStart)))?.[1];
  const asPath = text?.replace(/\\\\|\\/g, '/');
  const write = asPath && /^[\w.\-/#:]+$/.test(asPath) ? ` (write "${asPath}")` : '';
  return {
    index: backslash,
    message: `"${written}" is not an escape JSON knows: a backslash starts an escape in JSON; paths use /${write}. A backslash meant as one is written \\\\.`,
  };
}

/** Where, on one line, the text holding the character at `at` opens: the last quote before it that is not escaped. */
function textStartOnLine(line: string, at: number): number {
  let start = -1;
  for (let i = 0; i < at; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') start = start < 0 ? i : -1;
  }
  return Math.max(start, 0);
}

/** Whether the text parses, or fails only on a line after `line` (a fix that got the parser further). */
function parsesPast(source: string, line: number): boolean {
  try {
    parse(source);
    return true;
  } catch (error) {
    return (error as { line: number }).line > line;
  }
}

/**
 * A straight quote inside a text ("He said "hello"") closes the text there, and the parser then
 * trips over the word after it. The mistake is that quote: the end of a value text followed, on
 * the same line, by more of the text and another quote. Returns the quote's index.
 */
function quoteEndingText(source: string, index: number): number | undefined {
  const quote = lastNonSpace(source, index);
  if (source[quote] !== '"' || source.slice(quote, index).includes('\n')) return undefined;
  // Punctuation, or a second text ("a": "x" "b": 1, ["x" "y"]), is a missing comma or bracket instead.
  if ('/:,{}[]"'.includes(source[index] ?? '/')) return undefined;
  if (isPropertyName(source, quote) || !isValueText(source, quote)) return undefined;
  const lineEnd = source.indexOf('\n', index);
  return source.slice(index, lineEnd < 0 ? undefined : lineEnd).includes('"') ? quote : undefined;
}

/**
 * A straight quote inside a property name ("hea"ding": …): the name ends at it and the parser trips
 * over the rest ("ding is not a JSON value"). The quote follows a property name on the same line,
 * and the rest of the name runs to a quote and ":". Returns the quote and the name meant.
 */
function quoteInsideName(source: string, index: number): { quote: number; name: string } | undefined {
  const quote = lastNonSpace(source, index);
  if (source[quote] !== '"' || source.slice(quote, index).includes('\n') || !isPropertyName(source, quote)) return undefined;
  const rest = /^([^"\n]*)"\s*:/.exec(source.slice(index));
  return rest ? { quote, name: source.slice(textStart(source, quote) + 1, quote) + source.slice(quote + 1, index) + rest[1] } : undefined;
}

/** Whether the string ending at `quote` is a value: after a ":" or in a list. */
function isValueText(source: string, quote: number): boolean {
  const start = textStart(source, quote);
  const before = source[lastNonSpace(source, start)];
  return before === ':' || before === '[' || (before === ',' && bracketKind(source, start) === '[');
}

function textStart(source: string, quote: number): number {
  let start = quote - 1;
  while (start > 0 && !(source[start] === '"' && source[start - 1] !== '\\')) start--;
  return start;
}

/** Names the characters that look like JSON but are not, and what to type instead. */
function describeCharacter(char: string): string | undefined {
  if ('“”„‟″'.includes(char) && char) return `curly quote ${char}: use a straight double quote " (word processors and some keyboards type curly quotes).`;
  if ('‘’‚‛′'.includes(char) && char) return `curly single quote ${char}: use a straight double quote " around texts and names.`;
  if (char === "'") return `single quote ': JSON texts and property names use straight double quotes ".`;
  if (char === '/') return 'a comment: JSON has no comments. Remove it, or put the note in a "description" or similar text field.';
  if (char === '\t') return 'a tab inside a text: write \\t, or replace it with spaces.';
  if (char === '\n' || char === '\r') return 'a text that runs onto the next line: close it with " on this line (write \\n for a line break inside a text).';
  if (char === '\u00a0') return 'a non-breaking space (U+00A0) outside a text: replace it with a normal space.';
  if (char === '\ufeff' || char === '\u200b') return `an invisible character (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}): delete it.`;
  if (char && char.charCodeAt(0) < 0x20) return `a control character (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}): delete it.`;
  return undefined;
}

/** The innermost string or bracket that is still open at the end of the text. */
function unclosed(source: string): SourceProblem | undefined {
  const stack: number[] = [];
  let stringStart = -1;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (stringStart >= 0) {
      if (char === '\\') i++;
      else if (char === '"') stringStart = -1;
      else if (char === '\n') return { ...position(source, stringStart), pointer: '', message: 'this text is never closed: add the closing " on the same line.' };
      continue;
    }
    if (char === '"') stringStart = i;
    else if (char === '{' || char === '[') stack.push(i);
    else if (char === '}' || char === ']') stack.pop();
  }
  if (stringStart >= 0) return { ...position(source, stringStart), pointer: '', message: 'this text is never closed: add the closing ".' };
  const open = stack.at(-1);
  if (open === undefined) return undefined;
  return { ...position(source, open), pointer: '', message: `this ${source[open]} is never closed: add its ${source[open] === '{' ? '}' : ']'} (the file ends first).` };
}

/** Where the first string that contains a raw line break starts (JSON texts stay on one line). */
function runawayString(source: string): number | undefined {
  for (let i = 0; i < source.length; i++) {
    if (source[i] !== '"') continue;
    const start = i;
    for (i++; i < source.length && source[i] !== '"'; i++) {
      if (source[i] === '\\') i++;
      else if (source[i] === '\n') return start;
    }
  }
  return undefined;
}

/** How many brackets are open just before `end` (strings skipped); negative after an extra closer. */
function bracketDepth(source: string, end: number): number {
  let depth = 0;
  for (let i = 0; i < end; i++) {
    const char = source[i];
    if (char === '"') {
      for (i++; i < end && source[i] !== '"'; i++) if (source[i] === '\\') i++;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') depth--;
  }
  return depth;
}

/** Whether the string ending at `quote` is an object's property name (follows "{" or ","). */
function isPropertyName(source: string, quote: number): boolean {
  const start = textStart(source, quote);
  const before = source[lastNonSpace(source, start)];
  return before === '{' || (before === ',' && bracketKind(source, start) === '{');
}

function bracketKind(source: string, end: number): string | undefined {
  const stack: string[] = [];
  for (let i = 0; i < end; i++) {
    const char = source[i]!;
    if (char === '"') {
      for (i++; i < end && source[i] !== '"'; i++) if (source[i] === '\\') i++;
    } else if (char === '{' || char === '[') stack.push(char);
    else if (char === '}' || char === ']') stack.pop();
  }
  return stack.at(-1);
}

function lastNonSpace(source: string, before: number): number {
  let i = before - 1;
  while (i >= 0 && /\s/.test(source[i]!)) i--;
  return i;
}

function indexOf(source: string, line: number, column: number): number {
  let index = 0;
  for (let current = 1; current < line; current++) index = source.indexOf('\n', index) + 1;
  return index + column - 1;
}

function position(source: string, index: number): { line: number; column: number } {
  const before = source.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * A key written twice in one object: JSON.parse keeps the last value without a word, so the first
 * one silently never goes live. Reported at the second key, naming the line of the first.
 */
export function duplicateKeyProblems(source: string): SourceProblem[] {
  let root: AnyNode;
  try {
    root = parse(source).body;
  } catch {
    return [];
  }
  const problems: SourceProblem[] = [];
  const visit = (node: AnyNode, pointer: string) => {
    if (node.type === 'Object') {
      const seen = new Map<string, number>();
      for (const member of node.members) {
        const name = member.name.type === 'String' ? member.name.value : String((member.name as { name?: string }).name);
        const first = seen.get(name);
        if (first !== undefined) {
          problems.push({
            line: member.name.loc.start.line,
            column: member.name.loc.start.column,
            pointer: `${pointer}/${escape(name)}`,
            message: `"${name}" appears twice in this object (first on line ${first}); only the last one would be used. Remove one of them.`,
          });
        } else seen.set(name, member.name.loc.start.line);
        visit(member.value, `${pointer}/${escape(name)}`);
      }
    } else if (node.type === 'Array') node.elements.forEach((element, index) => visit(element.value, `${pointer}/${index}`));
  };
  visit(root, '');
  return problems;
}

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
