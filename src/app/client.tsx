/*
 * The browser entry, kept tiny: it lets the browser paint the prerendered page first and only then
 * loads and runs the app (hydrate.tsx, whose chunks are already modulepreloaded). Hydration is
 * the page's heaviest script work; done after the first frame, it never delays the first paint
 * of content that is already in the HTML.
 */
requestAnimationFrame(() => setTimeout(() => void import('./hydrate.tsx')));
