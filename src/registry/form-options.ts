import { readRegistrySource } from './source.ts';

/**
 * The choices the visitor forms offer, taken from the registry so that a non-developer who adds an
 * industry, a service or an open position in pages.json changes the forms and the server's
 * allow-lists at once. The browser gets the same lists through the shell data.
 */
export interface FormOptions {
  /** Industry titles for the contact form's single select ("Please Select" is the empty option). */
  industries: string[];
  /** Service titles for the contact and get-started checkboxes. */
  services: string[];
  /** Titles of the open positions, for the job application form. */
  positions: string[];
}

interface RegistryWithOptions {
  site: { serviceOptions: string[] };
  shared: {
    industries: Record<string, { title: string }>;
    positions: Record<string, { title: string }>;
  };
}

export function formOptionsFrom(registry: RegistryWithOptions): FormOptions {
  return {
    industries: Object.values(registry.shared.industries).map((industry) => industry.title),
    services: [...registry.site.serviceOptions],
    positions: Object.values(registry.shared.positions).map((position) => position.title),
  };
}

/** Reads pages.json from disk (the server and scripts use this; the browser never does). */
export function loadFormOptions(file: string | URL = new URL('../../pages.json', import.meta.url)): FormOptions {
  return formOptionsFrom(JSON.parse(readRegistrySource(file)) as RegistryWithOptions);
}
