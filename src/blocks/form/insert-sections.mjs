// One-off helper (run with `node src/blocks/form/insert-sections.mjs`): adds the form section to
// the contact, get-started and careers pages of pages.json when it is missing, and touches
// nothing else. Each goes right after the content engineer's lead-in section (ids "contact-form",
// "form", "apply"), else before the closing call-to-action, else at the end.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../../pages.json', import.meta.url);
const registry = JSON.parse(readFileSync(file, 'utf8'));
const wanted = {
  contact: { type: 'form', id: 'enquiry', form: 'contact-us', heading: 'Send us a message', intro: 'Fields marked * are required. We reply within one working day.' },
  'get-started': { type: 'form', id: 'get-started-form', form: 'get-started' },
  careers: { type: 'form', id: 'application', form: 'careers' },
};
const anchors = { contact: 'contact-form', 'get-started': 'form', careers: 'apply' };

let changed = false;
for (const [pageId, section] of Object.entries(wanted)) {
  const page = registry.pages[pageId];
  if (!page) throw new Error(`pages.json has no page "${pageId}"`);
  if (page.sections.some((existing) => existing.type === 'form' && existing.form === section.form)) continue;
  const sections = page.sections;
  let at = sections.length;
  const anchor = sections.findIndex((existing) => existing.id === anchors[pageId]);
  const closing = sections.length > 0 && sections[sections.length - 1].type === 'call-to-action' ? sections.length - 1 : -1;
  if (anchor >= 0) at = anchor + 1;
  else if (closing >= 0) at = closing;
  sections.splice(at, 0, section);
  changed = true;
  console.log(`added the ${section.form} form to "${pageId}" at position ${at}`);
}
if (changed) writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
else console.log('every form section is already there');
