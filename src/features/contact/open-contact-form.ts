/**
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
