/**
 * Passwords people pick that pass a length rule. The list is the "passwords-common" dictionary
 * of @zxcvbn-ts/language-common (about 49 000 entries from published breach corpora), plus a few
 * words of our own (the company's name, words staff are likely to try). Checked
 * case-insensitively, also after stripping leading and trailing digits and punctuation
 * ("Password2024!" counts as "password"), and a short chunk repeated ("zaq1zaq1zaq1") counts too.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

const OUR_WORDS = ['northbeam', 'northbeamconsulting', 'consulting', 'changeme', 'changeit', 'welcomewelcome', 'correcthorsebatterystaple'];

const common = new Set([...dictionary['passwords-common'], ...OUR_WORDS].map((word) => word.toLowerCase()));

/** How many distinct passwords the check knows. */
export const COMMON_PASSWORD_COUNT = common.size;

function stripEnds(text: string): string {
  return text.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
}

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  // One character repeated, or a digit-only run: no entropy whatever the length.
  if (/^(.)\1+$/u.test(lower) || /^\d+$/.test(lower)) return true;
  const stripped = stripEnds(lower);
  if (stripped !== lower && common.has(stripped)) return true;
  // The same chunk over and over: a short ASCII one ("zaq1zaq1zaq1") or a common word ("summersummer").
  const repeated = /^(.+?)\1+$/su.exec(lower)?.[1] ?? /^(.+?)\1+$/su.exec(stripped)?.[1];
  if (repeated && ((/^[\x21-\x7e]{1,4}$/.test(repeated)) || common.has(repeated) || common.has(stripEnds(repeated)))) return true;
  return false;
}
