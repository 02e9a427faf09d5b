import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../scripts/build/sitemap.ts';
import type { Route } from '../../src/registry/schema.ts';

const route = (path: string, extra: Partial<Route> = {}) => ({ id: path.replace(/\W/g, '-') || 'home', path, title: path, page: 'p', ...extra }) as Route;

describe('robots.txt', () => {
  it('is made from the routes: code screens and signed-in routes are closed to crawlers, content pages open', () => {
    const robots = robotsTxt(
      [
        route('/'),
        route('/about'),
        route('/hidden-page', { sitemap: false }),
        route('/sign-in', { page: undefined, component: 'login' }),
        route('/account', { page: undefined, component: 'dashboard', protected: true }),
        route('/account/settings', { page: undefined, component: 'dashboard-settings', protected: true }),
        route('/moved', { page: undefined, redirect: '/about' }),
      ],
      'https://example.com',
    );
    expect(robots.split('\n')).toEqual(['User-agent: *', 'Disallow: /account', 'Disallow: /sign-in', '', 'Sitemap: https://example.com/sitemap.xml', '']);
  });
});
