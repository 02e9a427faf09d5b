import { z } from 'zod';
import { defineBlock } from '../define.ts';
import { line, sharedRef, text } from '../../registry/fields.ts';

export default defineBlock({
  type: 'person-profile',
  static: true,
  pageHeading: true,
  title: 'Person',
  description:
    'A person\'s profile page: their portrait, name (the page\'s h1), role and office from "shared.people", their biography, their practices, and the articles they wrote (found by the build).',
  props: {
    person: sharedRef('people').describe('Who: an id in "shared.people". Give that entry "page" with this page\'s path, so the leadership list links here.'),
    bio: z.array(text('One paragraph.')).min(1).max(6).describe('Their biography, one to six paragraphs.'),
    expertise: z.array(line('One area, e.g. "Model risk and clinical validation".', 100)).max(8).optional().describe('What to ask them about: a short list of areas.'),
    practices: z.array(sharedRef('practices')).max(4).optional().describe('The practice groups they lead or work in: ids in "shared.practices".'),
  },
  example: {
    person: 'ruth-okonkwo',
    bio: ['Ruth leads the Data, Automation & AI practice. Before Northbeam she ran the data platform team of a national bank.'],
    expertise: ['Model risk and clinical validation'],
    practices: ['data-automation-ai'],
  },
});
