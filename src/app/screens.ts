import { createElement, lazy, type ComponentType } from 'react';
import { loadSiteStylesheet } from '../lib/site-stylesheet.ts';
import type { ScreenName, ScreenProps } from '../registry/screen-names.ts';

/** Screens that are code: each its own chunk, loaded only when its route is visited. */
type ScreenModule = { default: ComponentType<ScreenProps> };
export type Screen = ComponentType<ScreenProps> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, plus `preload()`: once loaded, the screen renders directly, without
 * suspending. The build preloads a route's screen before rendering it to HTML in one pass, and
 * the browser preloads it before hydrating, so both render the same markup.
 */
function lazyScreen(load: () => Promise<ScreenModule>): Screen {
  let Loaded: ComponentType<ScreenProps> | undefined;
  // With the whole stylesheet: a page inlines only its own styles, so another screen's may be missing.
  const preload = () => Promise.all([load(), loadSiteStylesheet()]).then(([module]) => (Loaded = module.default));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Screen = (props: ScreenProps) => createElement(Loaded ?? Lazy, props);
  return Object.assign(Screen, { preload });
}

export const screens: Record<ScreenName, Screen> = {
  login: lazyScreen(() => import('../features/auth/LoginScreen.tsx')),
  'reset-password': lazyScreen(() => import('../features/auth/ResetPasswordScreen.tsx')),
  dashboard: lazyScreen(() => import('../features/dashboard/OverviewScreen.tsx')),
  'dashboard-profile': lazyScreen(() => import('../features/dashboard/ProfileScreen.tsx')),
  'dashboard-careers-form': lazyScreen(() => import('../features/dashboard/CareersFormsScreen.tsx')),
  'dashboard-contact-us-form': lazyScreen(() => import('../features/dashboard/ContactFormsScreen.tsx')),
  'dashboard-get-started-form': lazyScreen(() => import('../features/dashboard/GetStartedFormsScreen.tsx')),
  'dashboard-settings': lazyScreen(() => import('../features/dashboard/SettingsScreen.tsx')),
};

/** Shown for an address inside the staff area that names no screen (not a route authors can use). */
export const dashboardNotFound = lazyScreen(() => import('../features/dashboard/NotFoundScreen.tsx'));
