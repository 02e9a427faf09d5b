/*
 * The content rules of issue 3, checked on pages.json without a browser: every page has a Get Started
 * and a Contact us button, industry pages follow their template and closing line, and no page is a
 * copy of another with words swapped. Rules, not today's counts: an author who adds a page that
 * follows them keeps the suite green (tests/scripts/seventh-industry.test.ts proves it on a copy).
 */
import { readFileSync } from 'node:fs';
import { contentRules } from './content-rules.ts';

contentRules(JSON.parse(readFileSync('pages.json', 'utf8')));
