/**
 * The slot between a Contact Us button (here, in the shared UI) and the contact dialog (a feature,
 * which registers itself when the site layout mounts it), so buttons need not import the feature.
 *
 * Opens the contact form dialog. Returns false when no dialog can open (e.g. before hydration),
 * so the caller's link to /contact works as a plain link.
 */
let opener: ((trigger: HTMLElement | null) => void) | null = null;

export function openContactForm(trigger: HTMLElement | null): boolean {
  if (!opener) return false;
  opener(trigger);
  return true;
}

/** The dialog host registers itself here when it mounts. */
export function registerContactFormOpener(open: ((trigger: HTMLElement | null) => void) | null): void {
  opener = open;
}
