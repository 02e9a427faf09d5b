import { createContext, useContext } from 'react';
import type { PageData, ShellData } from '../registry/page-data.ts';

export const ShellContext = createContext<ShellData | null>(null);

/** Site facts, menus and routes: available on every screen. */
export function useShell(): ShellData {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside <App>');
  return shell;
}

export const SharedContext = createContext<PageData['shared']>({});

/** A shared item (industry, award, testimonial, office, position) that the current page refers to by id. */
export function useShared<K extends keyof PageData['shared']>(kind: K, id: string): NonNullable<PageData['shared'][K]>[string] | undefined {
  const shared = useContext(SharedContext);
  return (shared[kind] as Record<string, NonNullable<PageData['shared'][K]>[string]> | undefined)?.[id];
}
