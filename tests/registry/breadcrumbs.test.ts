import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, pageName } from '../../src/registry/breadcrumbs.ts';

// A registry of just what trails read: routes, the site's name and the main menu's home item.
const site = { name: 'Acme Co' } as never;
const menus = { main: [{ id: 'start', title: 'Start', path: '/' }] } as never;
const route = (path: string, title: string, extra: object = {}) => ({ id: path.replace(/\W/g, '') || 'home', path, title: `${title} | Acme Co`, page: path, ...extra });
const registry = {
  site,
  menus,
  routes: [
    route('/', 'Acme'),
    route('/about', 'About'),
    route('/practice', 'The practice', { page: undefined, redirect: '/practice/first' }),
    route('/practice/first', 'First service'),
    route('/practice/second', 'Second service'),
    route('/sectors', 'Sectors', { index: true }),
    route('/sectors/energy', 'Energy'),
    route('/shop', 'Shop', { index: true, page: 'shop-page' }),
    route('/shop/main', 'Main shop', { page: 'shop-page' }),
    route('/orphan/page', 'Orphan'),
  ],
} as never;

describe('breadcrumb trails', () => {
  it('name a page by its title without the site name', () => {
    expect(pageName('First service | Acme Co', 'Acme Co')).toBe('First service');
    expect(pageName('Acme Co', 'Acme Co')).toBe('Acme Co');
    expect(pageName('No suffix here', 'Acme Co')).toBe('No suffix here');
  });

  it('are empty for home and top-level pages', () => {
    expect(breadcrumbTrail(registry, '/')).toEqual([]);
    expect(breadcrumbTrail(registry, '/about')).toEqual([]);
  });

  it("lead from home (named as the main menu names it) through the section to the page", () => {
    expect(breadcrumbTrail(registry, '/sectors/energy')).toEqual([
      { name: 'Start', path: '/' },
      { name: 'Sectors', path: '/sectors' },
      { name: 'Energy', path: '/sectors/energy' },
    ]);
  });

  it("link a section that redirects to where it redirects, and leave it out where that is the page itself", () => {
    expect(breadcrumbTrail(registry, '/practice/second').map((crumb) => crumb.path)).toEqual(['/', '/practice/first', '/practice/second']);
    expect(breadcrumbTrail(registry, '/practice/second')[1]!.name).toBe('The practice');
    expect(breadcrumbTrail(registry, '/practice/first').map((crumb) => crumb.path)).toEqual(['/', '/practice/first']);
  });

  it('leave out a section with no route, and a section index whose canonical page is the page', () => {
    expect(breadcrumbTrail(registry, '/orphan/page').map((crumb) => crumb.path)).toEqual(['/', '/orphan/page']);
    expect(breadcrumbTrail(registry, '/shop/main').map((crumb) => crumb.path)).toEqual(['/', '/shop/main']);
  });
});
