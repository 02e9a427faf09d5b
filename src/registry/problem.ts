/** One thing wrong with the registry: where (a JSON pointer) and what, in words an author can act on. */
export interface Problem {
  pointer: string;
  message: string;
  /** A property the schema does not know: the later checks can run without it (src/registry/salvage.ts). */
  unknownProperty?: boolean;
  /**
   * Said already by another message ("heading" missing beside "headling": did you mean
   * "heading"?): it still sets its section aside (salvage.ts) but is not shown.
   */
  silent?: boolean;
  /** A problem inside another file (an article's Markdown body): its own place, reported instead of pages.json's. */
  at?: { file: string; line: number; column: number };
}

/** `pages.json:LINE:COL  /json/path  message`: editors and terminals turn the first part into a link. */
export function formatProblem(file: string, line: number, column: number, problem: Problem): string {
  return `${file}:${line}:${column}  ${problem.pointer || '/'}  ${problem.message}`;
}
