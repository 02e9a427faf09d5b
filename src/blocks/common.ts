import { line, text } from '../registry/fields.ts';

/** The heading group most blocks open with (rendered by src/ui/SectionHeading.tsx). No React here. */
export const headingProps = (example: string) => ({
  eyebrow: line('A short label above the heading, e.g. "Why Northbeam".', 60).optional(),
  heading: line(`The section heading (an h2), e.g. "${example}".`, 140),
  intro: text('An optional sentence or two under the heading.').optional(),
});

export const contactUs = { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true } as const;
export const getStarted = { label: 'Get started', href: '/get-started' } as const;
