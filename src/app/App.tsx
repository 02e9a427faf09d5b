import { Suspense } from 'react';
import { Redirect, Route, Router, Switch, useLocation } from 'wouter';
import { SiteLayout } from '../layout/SiteLayout.tsx';
import { Loader } from '../layout/Loader.tsx';
import { ProtectedRoute } from './ProtectedRoute.tsx';
import { RegistryPage } from './RegistryPage.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { screens } from './screens.ts';
import { ShellContext, useShell } from './shell-context.tsx';
import type { ShellData, ShellRoute } from './types.ts';

/** The whole app: every route of the registry, inside the site layout unless the route is "bare". */
export function App({ shell, ssrPath }: { shell: ShellData; ssrPath?: string }) {
  return (
    <ShellContext.Provider value={shell}>
      <Router ssrPath={ssrPath}>
        <ScrollToTop />
        <AppRoutes />
      </Router>
    </ShellContext.Provider>
  );
}

export const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function AppRoutes() {
  const shell = useShell();
  const [location] = useLocation();
  const current = shell.routes.find((route) => route.path === normalisePath(location));
  const content = (
    <Switch>
      {shell.routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteView route={route} />
        </Route>
      ))}
      <Route>
        <Suspense fallback={<Loader />}>
          <RegistryPage id={shell.notFoundPage} title={`Page Not Found | ${shell.site.name}`} />
        </Suspense>
      </Route>
    </Switch>
  );
  return current?.layout === 'bare' ? content : <SiteLayout>{content}</SiteLayout>;
}

function RouteView({ route }: { route: ShellRoute }) {
  const shell = useShell();
  if (route.redirect) return <Redirect to={route.redirect} replace />;
  if (route.component) {
    const Screen = screens[route.component];
    const screen = (
      <Suspense fallback={<Loader />}>
        <Screen title={route.title ?? shell.site.name} />
      </Suspense>
    );
    return route.protected ? <ProtectedRoute>{screen}</ProtectedRoute> : screen;
  }
  return (
    <Suspense fallback={<Loader />}>
      <RegistryPage id={route.page!} />
    </Suspense>
  );
}
