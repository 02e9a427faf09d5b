import { describe, expect, it } from 'vitest';
import { checkRegistrySource } from '../../src/registry/check.ts';
import { lineOf, positionOf, realRegistry, source } from './broken-registry.ts';

function errorsFor(registry: unknown): string[] {
  const result = checkRegistrySource(source(registry));
  if (result.ok) throw new Error('expected the registry to be refused');
  return result.errors;
}

describe('registry check', () => {
  it('accepts the real pages.json', () => {
    const result = checkRegistrySource(source(realRegistry()));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('names an unknown block type, its line, and the likely fix', () => {
    const registry = realRegistry();
    registry.pages.home.sections[0].type = 'heor';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:${positionOf(text, '"heor"')}  /pages/home/sections/0/type  unknown block type "heor"\\. Did you mean "hero"\\? Allowed: (.*\\b)?hero\\b`));
  });

  it('reports a missing required prop with its help text', () => {
    const registry = realRegistry();
    delete registry.pages['about-us'].sections.at(-1).heading;
    const text = source(registry);
    const sectionIndex = registry.pages['about-us'].sections.length - 1;
    const [error] = errorsFor(registry);
    expect(error).toContain(`/pages/about-us/sections/${sectionIndex}  missing required property "heading"`);
    expect(Number(error!.split(':')[1])).toBeGreaterThan(lineOf(text, '"about-us": {', '"pages": {'));
  });

  it('reports an extra (misspelt) prop with a did-you-mean', () => {
    const registry = realRegistry();
    registry.pages.home.sections[0].headng = 'Typo';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(new RegExp(`^pages\\.json:${positionOf(text, '"Typo"')}  /pages/home/sections/0/headng  unknown property "headng"\\. Did you mean "heading"\\? Allowed here: type, id, .*heading`));
  });

  it('reports a dead internal link with the closest route', () => {
    const registry = realRegistry();
    registry.menus.header[2].path = '/about-su';
    const text = source(registry);
    const errors = errorsFor(registry);
    expect(errors).toEqual([`pages.json:${positionOf(text, '"/about-su"')}  /menus/header/2/path  link to "/about-su", which is not a route. Did you mean "/about-us"? Add a route with this path or fix the link.`]);
  });

  it('reports a duplicate path, pointing at the second one', () => {
    const registry = realRegistry();
    registry.routes[2].path = '/about-us';
    const errors = errorsFor(registry);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^pages\.json:\d+:\d+  \/routes\/2\/path  path "\/about-us" is already used by \/routes\/1\. Each path may appear once\.$/);
  });

  it('reports a missing image file', () => {
    const registry = realRegistry();
    registry.site.logo.src = 'logo-new.svg';
    const text = source(registry);
    expect(errorsFor(registry)).toEqual([`pages.json:${positionOf(text, '"logo-new.svg"')}  /site/logo/src  image "logo-new.svg" does not exist in src/assets/images. Add the file or fix the name.`]);
  });

  it('reports a reference to a shared item that does not exist', () => {
    const registry = realRegistry();
    registry.site.offices[0] = 'austn';
    expect(errorsFor(registry)[0]).toMatch(/\/site\/offices\/0  no "austn" in "shared\.offices"\. Did you mean "austin"\?/);
  });

  it('requires one home route and an existing page per route', () => {
    const registry = realRegistry();
    registry.routes[0].path = '/start';
    registry.routes[1].page = 'abot-us';
    const errors = errorsFor(registry);
    expect(errors.some((error) => error.includes('/routes  there is no home route'))).toBe(true);
    expect(errors.some((error) => error.includes('/routes/1/page  no page with id "abot-us" in "pages". Did you mean "about-us"?'))).toBe(true);
  });

  it('reports a duplicate route id', () => {
    const registry = realRegistry();
    registry.routes[3].id = registry.routes[2].id;
    expect(errorsFor(registry)[0]).toMatch(/\/routes\/3\/id  route id "services" is already used by \/routes\/2/);
  });

  it('reports a redirect to a path that is not a route', () => {
    const registry = realRegistry();
    const index = registry.routes.findIndex((route: { redirect?: string }) => route.redirect);
    registry.routes[index].redirect = '/oracle-cloud/nowhere';
    expect(errorsFor(registry)[0]).toContain(`/routes/${index}/redirect  link to "/oracle-cloud/nowhere", which is not a route.`);
  });

  it('points at the line and column of a JSON syntax error', () => {
    const text = '{\n  "site": {\n    "name": "X",\n  }\n}\n';
    const result = checkRegistrySource(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toMatch(/^pages\.json:4:3  \/  invalid JSON: /);
  });

  it('explains a value of the wrong form with the field help', () => {
    const registry = realRegistry();
    registry.routes[1].path = '/About Us';
    expect(errorsFor(registry)[0]).toContain('/routes/1/path  "/About Us" is not in the expected form. The URL path, e.g. "/industries/healthcare".');
  });
});

describe('registry check: titles', () => {
  it('refuses two routes with the same title unless they show the same page', () => {
    const registry = realRegistry();
    registry.routes[2].title = registry.routes[1].title;
    const errors = checkRegistrySource(source(registry));
    expect(errors.ok ? [] : errors.errors).toEqual([expect.stringMatching(/\/routes\/2\/title  title ".*" is already used by \/routes\/1\./)]);
  });
});
