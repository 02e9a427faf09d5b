/**
 * After a triage change on the open item: show the server's new form at once, and refetch what it
 * changes elsewhere (the lists and new counts, the item's activity, each person's open items).
 */
import { useSWRConfig } from 'swr';
import { OWNERS_URL, activityUrl, type FormTable, type StaffForm } from '../../../lib/http/staff-api.ts';
import { refreshLists } from './refresh-lists.ts';

export function useItemChanged(table: FormTable, id: number): (form?: StaffForm) => void {
  const { mutate } = useSWRConfig();
  return (form) => {
    if (form) void mutate(['form', table, id], form, { revalidate: false });
    else void mutate(['form', table, id]);
    void mutate(activityUrl(table, id));
    void mutate(OWNERS_URL);
    refreshLists(mutate, table);
  };
}
