import type { ScopedMutator } from 'swr';
import { NEW_FORMS_URL } from '../../../lib/http/staff-api.ts';

/** Refetches every cached page of a kind's list, and the new-item counts. */
export function refreshLists(mutate: ScopedMutator, table: string): void {
  void mutate((key) => Array.isArray(key) && key[0] === 'forms' && key[1] === table);
  void mutate(NEW_FORMS_URL);
}
