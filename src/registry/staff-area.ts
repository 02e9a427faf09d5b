/*
 * The staff area: the screens that are code (sign-in, password reset, dashboard) and every
 * address below a protected route. The server isolates these documents from other windows
 * (Cross-Origin-Opener-Policy) and links into them load a new document so that they get it.
 */

/** The part of a route that says whether it belongs to the staff area. */
export interface StaffAreaRoute {
  path: string;
  component?: string;
  protected?: boolean;
}

export const isStaffRoute = (route: StaffAreaRoute): boolean => Boolean(route.component || route.protected);

/** Whether an address (a path, no query) is a staff screen or lies below a protected route (/dashboard/…). */
export function isStaffPath(routes: readonly StaffAreaRoute[], path: string): boolean {
  return routes.some((route) => (route.path === path && isStaffRoute(route)) || (route.protected && path.startsWith(`${route.path}/`)));
}
