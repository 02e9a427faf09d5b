import { createContext, useContext } from 'react';
import type { ScreenName } from '../registry/screen-names.ts';

/**
 * Loads a code screen's chunk ahead of its visit. The app, which knows every screen, provides it;
 * screens use it to fetch their neighbours without importing the app's screen table (which
 * imports them).
 */
export const ScreenPreloadContext = createContext<(name: ScreenName) => Promise<unknown>>(() => Promise.resolve());

export function usePreloadScreen(): (name: ScreenName) => Promise<unknown> {
  return useContext(ScreenPreloadContext);
}
