import { useRef } from 'react';
import type { FieldErrors } from '../../ui/form/fields.tsx';
import { validate, type SafeParser } from '../../ui/form/use-form.ts';

/**
 * A visitor form's checks in the browser are the server's own zod schema, and zod with the form's
 * schema is about 8 KB gzip of a form page's first-load script (/contact 102.3 -> 94.6 KB), parsed
 * and run while the page starts. Nobody needs it before they fill the form in, so it loads when focus first enters the
 * form (`warmUp`, the form's onFocus), and a send waits for it if it is not there yet.
 *
 * Should it fail to load (the connection dropped), that send goes without the browser's checks:
 * the server runs the same schema, and its answer shows on the fields as ever. The next send tries
 * the download again.
 */
export function useLazySchema(load: () => Promise<SafeParser>) {
  const schema = useRef<Promise<SafeParser | undefined>>(undefined);

  const warmUp = (): Promise<SafeParser | undefined> =>
    (schema.current ??= load().catch((error: unknown) => {
      console.warn('The form’s checks did not load; the server checks this send', error);
      schema.current = undefined;
      return undefined;
    }));

  const check = async (values: unknown): Promise<FieldErrors> => {
    const loaded = await warmUp();
    return loaded ? validate(loaded, values) : {};
  };

  return { warmUp, check };
}
