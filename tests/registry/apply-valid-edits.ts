// Applies every valid edit (valid-edits.ts) to this checkout's pages.json, so the whole suite can be
// run on content the tests never saw: `node --import tsx tests/registry/apply-valid-edits.ts && npm test`
// in a scratch clone (docs/testing.md). Never in your working copy: it rewrites pages.json.
import { edits } from './valid-edits.ts';

for (const edit of edits) {
  edit.apply('pages.json');
  console.log(`applied: ${edit.name}`);
}
