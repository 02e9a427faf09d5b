/**
 * A small list of passwords people pick that pass a length rule. Shipped in the code (no download)
 * and checked case-insensitively, also after stripping trailing digits and punctuation, so that
 * "Password2024!" counts as "password".
 */
const BASE_WORDS = [
  'password', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm',
  'letmein', 'welcome', 'admin', 'administrator', 'iloveyou', 'monkey', 'dragon', 'football',
  'baseball', 'sunshine', 'princess', 'master', 'shadow', 'superman', 'batman', 'trustno1',
  'changeme', 'changeit', 'secret', 'default', 'login', 'access', 'northbeam', 'abc', 'abcdef',
  'abcdefgh', 'abcdefghijkl', 'qazwsx', 'qazwsxedc', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t',
  'zaq12wsx', 'starwars', 'whatever', 'freedom', 'computer', 'internet', 'summer', 'winter',
  'spring', 'autumn', 'michael', 'jennifer', 'hunter', 'charlie', 'jordan', 'liverpool',
  'chelsea', 'arsenal', 'pokemon', 'minecraft', 'passwordpassword', 'mypassword', 'newpassword',
  'testtest', 'test', 'testing', 'guest', 'user', 'root', 'toor', 'company', 'welcomewelcome',
  'correcthorsebatterystaple', 'iloveyouiloveyou', 'qwertyqwerty', 'adminadmin', 'letmeinletmein',
];

const EXACT = [
  '123456789012', '1234567890123', '12345678901234', '123456123456', '111111111111',
  '000000000000', '123123123123', '121212121212', '987654321098', '1234567890qwerty',
  'qwerty123456', '123456qwerty', 'qwertyuiop123', '1qaz2wsx3edc', '1q2w3e4r5t6y',
  'q1w2e3r4t5y6', 'aaaaaaaaaaaa', 'abc123abc123', 'password1234', 'password12345',
  'password123456', 'iloveyou1234', 'qwertyuiopasdfghjkl', 'asdfghjkl123', 'zxcvbnm123456',
  'letmein12345', 'welcome12345', 'administrator1', 'changeme1234', 'monkey123456',
];

const exact = new Set(EXACT);
const bases = new Set(BASE_WORDS);

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (exact.has(lower) || bases.has(lower)) return true;
  // One character repeated, or a digit-only run: no entropy whatever the length.
  if (/^(.)\1+$/u.test(lower) || /^\d+$/.test(lower)) return true;
  const stripped = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (bases.has(stripped)) return true;
  // The same word twice ("summersummer") or a base word repeated with digits between.
  const half = stripped.slice(0, stripped.length / 2);
  return stripped.length % 2 === 0 && half + half === stripped && bases.has(half);
}
