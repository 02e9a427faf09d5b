// One-off helper (run with `node src/blocks/form/insert-sections.mjs`): adds the form section to
// the contact, get-started and careers pages of pages.json when it is missing, and touches
// nothing else. Careers: right after the section with id "apply", else before the closing
// call-to-action, else at the end.
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../../../pages.json', import.meta.url);
const registry = JSON.parse(readFileSync(file, 'utf8'));
const wanted = {
  contact: { type: 'form', id: 'contact-form', form: 'contact-us', heading: 'Send us a message', intro: 'Tell us about your project and we will reply within one business day.' },
  'get-started': {
    type: 'form',
    id: 'get-started-form',
    form: 'get-started',
    heading: 'Tell us where you want to go',
    intro: 'Share a few details and we will book your 30-minute call, then follow up with a written roadmap: timeline, costs and milestones.',
  },
  careers: { type: 'form', id: 'application', form: 'careers', heading: 'Apply now', intro: 'Send us your CV and tell us which role you are interested in.' },
};

let changed = false;
for (const [pageId, section] of Object.entries(wanted)) {
  const page = registry.pages[pageId];
  if (!page) throw new Error(`pages.json has no page "${pageId}"`);
  if (page.sections.some((existing) => existing.type === 'form' && existing.form === section.form)) continue;
  const sections = page.sections;
  let at = sections.length;
  const apply = sections.findIndex((existing) => existing.id === 'apply');
  const closing = sections.length > 0 && sections[sections.length - 1].type === 'call-to-action' ? sections.length - 1 : -1;
  if (pageId === 'careers' && apply >= 0) at = apply + 1;
  else if (closing >= 0) at = closing;
  sections.splice(at, 0, section);
  changed = true;
  console.log(`added the ${section.form} form to "${pageId}" at position ${at}`);
}
if (changed) writeFileSync(file, JSON.stringify(registry, null, 2) + '\n');
else console.log('every form section is already there');
