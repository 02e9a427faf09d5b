/*
 * The app's entry module. The page's inline loader (boot.ts) imports it once the first content is
 * on screen, with the page's chunks preloaded beside it, and removes its early-tap listener when
 * this module has run.
 *
 * React DOM starts in a task of its own, then the app (hydrate.tsx): shorter tasks than one for
 * both, so a tap on a slow phone waits less (and Total Blocking Time counts less).
 */
await import('react-dom/client');
await import('./hydrate.tsx');

export {};
