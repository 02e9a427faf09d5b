import { createElement, lazy, type ComponentType } from 'react';
import { loadSiteStylesheet } from '../lib/site-stylesheet.ts';
import type { ScreenName, ScreenProps } from '../registry/screen-names.ts';

/** Screens that are code: each its own chunk, loaded only when its route is visited. */
type ScreenModule = { default: ComponentType<ScreenProps> };
export type Screen = ComponentType<ScreenProps> & { preload: () => Promise<unknown>; preloadForFirstRender: () => Promise<unknown> };

/**
 * Like React.lazy, plus two ways to load ahead so that the screen renders directly, without
 * suspending. `preloadForFirstRender()` loads its code only: the build before rendering a route to
 * HTML, and the browser before hydrating it (the page carries the screen's styles inline).
 * `preload()`, for a screen the visitor may move to, also applies the whole stylesheet, whose
 * rules the current page may not carry.
 */
function lazyScreen(load: () => Promise<ScreenModule>): Screen {
  let Loaded: ComponentType<ScreenProps> | undefined;
  const code = () => load().then((module) => module.default);
  const preloadForFirstRender = () => code().then((component) => (Loaded = component));
  // Loaded is set only once the styles apply too, so a screen preloaded ahead never shows unstyled.
  const preload = () => Promise.all([code(), loadSiteStylesheet()]).then(([component]) => (Loaded = component));
  const Lazy = lazy(() => preload().then(() => ({ default: Loaded! })));
  const Screen = (props: ScreenProps) => createElement(Loaded ?? Lazy, props);
  return Object.assign(Screen, { preload, preloadForFirstRender });
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
  'dashboard-activity': lazyScreen(() => import('../features/dashboard/ActivityLogScreen.tsx')),
};

/** Shown for an address inside the staff area that names no screen (not a route authors can use). */
export const dashboardNotFound = lazyScreen(() => import('../features/dashboard/NotFoundScreen.tsx'));
