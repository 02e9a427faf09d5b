/** The list's "e" shortcut: the focused item marked done, as the bulk bar would, with a notice saying so. */
import { useSWRConfig } from 'swr';
import { OWNERS_URL, setStage } from '../../../lib/http/staff-api.ts';
import { describeError } from '../describe-error.ts';
import type { FormType } from '../form-types.ts';
import { refreshLists } from '../form-detail/refresh-lists.ts';

export function useMarkDone(type: FormType, show: (kind: 'success' | 'error', text: string) => void): (id: number) => void {
  const { mutate } = useSWRConfig();
  return (id) => {
    void (async () => {
      try {
        const result = await setStage(type.table, [id], 'done');
        show('success', result.updated.length > 0 ? `Marked the ${type.noun} done.` : `The ${type.noun} was already done.`);
        refreshLists(mutate, type.table);
        void mutate(OWNERS_URL);
      } catch (failure) {
        show('error', `Could not mark it done: ${describeError(failure)}`);
      }
    })();
  };
}
