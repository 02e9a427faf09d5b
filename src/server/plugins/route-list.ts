/** Records every route registered, so tests can check each one (a new route cannot escape them). */
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const ROUTES = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Call first, on the root instance, before any route is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method: String(method), url: route.url });
  });
}

/** The routes registered on an app built by buildApp (method and URL pattern, HEAD included). */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  return [...(ROUTES.get(app) ?? [])];
}
