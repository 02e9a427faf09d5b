import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './screen-names.ts';

/** Screens that are code: each its own chunk, loaded only when its route is visited. */
export type ScreenProps = { title: string };
type Screen = LazyExoticComponent<ComponentType<ScreenProps>>;

export const screens: Record<ScreenName, Screen> = {
  login: lazy(() => import('../features/auth/LoginScreen.tsx')),
  'reset-password': lazy(() => import('../features/auth/ResetPasswordScreen.tsx')),
  dashboard: lazy(() => import('../features/dashboard/OverviewScreen.tsx')),
  'dashboard-profile': lazy(() => import('../features/dashboard/ProfileScreen.tsx')),
  'dashboard-careers-form': lazy(() => import('../features/dashboard/CareersFormsScreen.tsx')),
  'dashboard-contact-us-form': lazy(() => import('../features/dashboard/ContactFormsScreen.tsx')),
  'dashboard-get-started-form': lazy(() => import('../features/dashboard/GetStartedFormsScreen.tsx')),
  'dashboard-settings': lazy(() => import('../features/dashboard/SettingsScreen.tsx')),
};
