/**
 * Staff search that ignores case and accents the same way on SQLite and PostgreSQL. Text is folded
 * here, in JavaScript, never by the database: SQLite's lower() folds A–Z only and PostgreSQL's
 * depends on the database's locale. Each form row stores its searchable fields folded
 * (`search_text`, written by toRow and filled for older rows by migration 003), and a search folds
 * its words the same way, so the database only compares plain text with LIKE.
 */

/** Letters with a stroke have no decomposition into letter + accent: mapped by hand. */
const STROKED: Readonly<Record<string, string>> = { Ø: 'O', Đ: 'D', Ł: 'L', Ħ: 'H', Ŧ: 'T' };

/**
 * "Émilie", "emilie" and "EMILIE" all fold to "EMILIE". NFKD splits an accented letter into the
 * letter and its accent (and ﬁ, full-width letters … into plain ones). Lower then upper case: upper
 * case depends on no neighbouring letter (lower case does: the Greek final sigma), so a word folds
 * the same alone as inside a longer text, and ß, ẞ and SS meet. Then the accents (the Combining
 * Diacritical Marks block) go; other scripts' marks are parts of their spelling and stay.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .toUpperCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ØĐŁĦŦ]/g, (letter) => STROKED[letter]!);
}

/** A row's stored search text: its searchable values folded, one per line, so no word spans two fields. */
export function searchText(values: readonly string[]): string {
  return foldForSearch(values.join('\n'));
}

/** A search's distinct words, folded: a row matches when its search text contains every one. */
export function searchWords(query: string): string[] {
  return [...new Set(foldForSearch(query).split(/\s+/).filter(Boolean))];
}
