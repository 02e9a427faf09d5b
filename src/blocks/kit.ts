/*
 * What block components share, from one module on purpose: the bundler then puts all of it in one
 * chunk (one request, one gzip stream) instead of five tiny ones, which keeps first-load JS small.
 * Import block helpers from here, not from their files. No zod here: this goes to the browser.
 * (Carousel is imported from src/ui/Carousel.tsx directly, so pages without carousels skip it.)
 */
export { SectionHeading } from '../ui/SectionHeading.tsx';
export { useReveal } from '../lib/motion/use-reveal.ts';

/** Where per-card "Learn more" links go when a card names no link. */
export const GET_STARTED = '/get-started';
