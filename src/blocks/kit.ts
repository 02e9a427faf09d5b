/*
 * What block components share, from one module on purpose: every block imports its helpers from
 * here, and so does the renderer, so the bundler puts all of it in one chunk that every page loads
 * anyway (one request, one gzip stream) instead of a dozen tiny ones, each paying its own overhead
 * in first-load JS. Import block helpers from here, not from their files. No zod here: this goes to
 * the browser. (Carousel is imported from src/ui/Carousel.tsx directly, so pages without carousels skip it.)
 */
export { SectionHeading } from '../ui/SectionHeading.tsx';
export { prefersReducedMotion } from '../lib/motion/use-reveal.ts';
export { Img } from '../ui/Img.tsx';
export { Cta, Actions } from '../ui/Cta.tsx';
export { SmartLink } from '../ui/SmartLink.tsx';
export { Figure } from '../ui/Figure.tsx';
export { gridStyle } from '../ui/grid.ts';
export { splitName } from '../ui/person-name.ts';
export { PageTemplateContext, usePageTemplate, isLightHero } from '../lib/page-template.ts';
export { SharedContext, useShared, useShell } from '../lib/shell-context.tsx';
export { dwellMs, wrapIndex } from '../lib/motion/carousel-index.ts';

/** Where per-card "Learn more" links go when a card names no link. */
export const GET_STARTED = '/get-started';
