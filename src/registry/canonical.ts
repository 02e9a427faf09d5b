import type { Route } from './schema.ts';

/**
 * A section index that shows another route's page (/salesforce shows /salesforce/sales-cloud)
 * names that route as canonical, so search engines index the content once.
 */
export function canonicalPath(allRoutes: Route[], route: Route): string {
  if (!route.page || !route.index) return route.path;
  return allRoutes.find((other) => other.page === route.page && !other.index && !other.redirect)?.path ?? route.path;
}
