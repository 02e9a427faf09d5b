import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { Loader } from '../layout/Loader.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';
import { RegistryPage } from './RegistryPage.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { dashboardNotFound as DashboardNotFound, screens } from './screens.ts';
import { ShellContext, useShell } from '../lib/shell-context.tsx';
import { ScreenPreloadContext } from '../lib/screen-preload.ts';
import type { ScreenName } from '../registry/screen-names.ts';
import { isStaffPath } from '../registry/staff-area.ts';
import { MarkHydrated } from '../lib/use-hydrated.ts';
import { useInAppLinks } from './in-app-links.ts';
import { useBrandFaceOnArrival } from './page-arrival.ts';
import type { ShellData, ShellRoute } from '../registry/page-data.ts';

/** The whole app: every route of the registry, inside the site layout unless the route is "bare". */
export function App({ shell, ssrPath }: { shell: ShellData; ssrPath?: string }) {
  return (
    <ShellContext.Provider value={shell}>
      <ScreenPreloadContext.Provider value={preloadScreen}>
        <Router ssrPath={ssrPath}>
          <ScrollToTop />
          <AppRoutes />
        </Router>
      </ScreenPreloadContext.Provider>
    </ShellContext.Provider>
  );
}

const preloadScreen = (name: ScreenName) => screens[name].preload();

export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function AppRoutes() {
  const shell = useShell();
  const [location] = useLocation();
  useInAppLinks(shell.routes);
  useBrandFaceOnArrival(location);
  const path = normalisePath(location);
  const current = shell.routes.find((route) => route.path === path);
  // An unknown address below a protected route (/dashboard/…) belongs to the staff area: signed
  // out it leads to /login; signed in it says "not found" inside the dashboard's own frame.
  const inStaffArea = !current && isStaffPath(shell.routes, path);
  const content = (
    <Switch>
      {shell.routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteView route={route} />
        </Route>
      ))}
      <Route>
        {inStaffArea ? (
          <ProtectedRoute>
            <RouteBoundary>
              <DashboardNotFound title={`Page Not Found | ${shell.site.name}`} />
            </RouteBoundary>
          </ProtectedRoute>
        ) : (
          <RouteBoundary>
            <RegistryPage id={shell.notFoundPage} title={`Page Not Found | ${shell.site.name}`} />
          </RouteBoundary>
        )}
      </Route>
    </Switch>
  );
  return current?.layout === 'bare' || inStaffArea ? content : <SiteLayout>{content}</SiteLayout>;
}

function RouteView({ route }: { route: ShellRoute }) {
  const shell = useShell();
  if (route.redirect) return <Redirect to={route.redirect} replace />;
  if (route.component) {
    const Screen = screens[route.component];
    const screen = (
      <RouteBoundary>
        <Screen title={route.title ?? shell.site.name} />
      </RouteBoundary>
    );
    return route.protected ? <ProtectedRoute>{screen}</ProtectedRoute> : screen;
  }
  return (
    <RouteBoundary>
      <RegistryPage id={route.page!} />
    </RouteBoundary>
  );
}

/**
 * Where a route's content may wait for its code, or fail to load (RouteErrorBoundary). React hydrates what is inside such a boundary in
 * a pass of its own, after the rest of the app; the mark, last inside it, is set once that pass has
 * run, so `<html data-hydrated>` means the page's own forms and buttons work.
 */
function RouteBoundary({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<Loader />}>
        {children}
        <MarkHydrated />
      </Suspense>
    </RouteErrorBoundary>
  );
}
