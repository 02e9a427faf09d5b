import { readFileSync } from 'node:fs';

/**
 * The text of pages.json as the checks, the build, the dev server and the server read it. A byte
 * order mark (U+FEFF, which Windows Notepad writes at the start of a file) is dropped: JSON allows
 * a parser to ignore it, and it is not something an author can see to delete.
 */
export const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export const readRegistrySource = (file: string | URL) => withoutBom(readFileSync(file, 'utf8'));
