/**
 * Problems the build finds in an author's input beyond pages.json (an image file it cannot read):
 * build() prints them, one per line, and refuses the build, like a problem in pages.json, instead
 * of failing with a stack trace.
 */
export class BuildProblems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}
