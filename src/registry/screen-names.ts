/**
 * Screens that are code, not registry content (sign-in, dashboard). A route in pages.json names
 * one of these as its "component". No React here: the registry schema imports this list.
 */
export const screenNames = [
  'login',
  'reset-password',
  'dashboard',
  'dashboard-profile',
  'dashboard-careers-form',
  'dashboard-contact-us-form',
  'dashboard-get-started-form',
  'dashboard-settings',
  'dashboard-activity',
] as const;

export type ScreenName = (typeof screenNames)[number];

/** What a code screen receives from its route: the browser tab's title. */
export type ScreenProps = { title: string };
