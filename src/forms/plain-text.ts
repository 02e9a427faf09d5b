/**
 * What a visitor's text may hold, shared by the browser and the server (no zod here: the server's
 * file-name clean-up uses it too). Controls (CR, LF, TAB …), format characters (bidi overrides
 * that reorder what staff read, zero-width characters, the BOM) and the Unicode line and paragraph
 * separators let a name forge what staff see ("invoice\u202Excod.pdf" shows as "invoicefdp.docx")
 * or add lines of its own to a notification mail.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/**
 * Long text keeps its line breaks, and the joiners that emoji sequences (👩🏽‍💻) and Persian or Indic
 * words are written with: they neither reorder nor break lines.
 */
const LONG_TEXT_ALLOWED = /[\n\u200c\u200d]/g;

/** One line of plain text: none of the characters above. */
export function isPlainLine(text: string): boolean {
  return !HIDDEN.test(text);
}

/** Free text: line feeds (and joiners) allowed, nothing else from the list above. */
export function isPlainText(text: string): boolean {
  return isPlainLine(text.replace(LONG_TEXT_ALLOWED, ''));
}

/** The text with those characters removed (a file name, which the visitor cannot be asked to fix). */
export function stripHidden(text: string): string {
  return text.replace(new RegExp(HIDDEN.source, 'gu'), '');
}

/** Line breaks as a browser may send them in a form post (CR LF) → LF, the one break long text keeps. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}
