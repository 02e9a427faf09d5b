import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkRegistrySource, type CheckOptions } from '../../src/registry/check.ts';
import { source } from './broken-registry.ts';

/*
 * A small registry that passes every check, owned by the tests: a home page, the not-found page and
 * the two routes every selling page's buttons lead to. Tests change it in one place and read the
 * message, so no author's edit to pages.json can fail them.
 */

const office = (city: string) => ({ city, address: ['1 Main Street'], country: 'US', phone: '+1 415 555 0100', email: `${city.toLowerCase()}@example.com` });
const getStarted = { label: 'Get started', href: '/get-started' };
const contactUs = { label: 'Contact us', href: '/contact', style: 'secondary', opensContactForm: true };

export function fixtureRegistry(): any {
  return {
    site: {
      name: 'Example Co',
      tagline: 'Things, done well',
      url: 'https://www.example.com',
      logo: { src: 'logo.svg', alt: 'Example Co' },
      offices: ['austin', 'london', 'sydney', 'toronto'],
      social: [
        { network: 'linkedin', label: 'Example on LinkedIn', href: 'https://www.linkedin.com/company/example' },
        { network: 'x', label: 'Example on X', href: 'https://x.com/example' },
        { network: 'instagram', label: 'Example on Instagram', href: 'https://www.instagram.com/example' },
      ],
      copyright: '© 2026 Example Co',
      serviceOptions: ['Cloud'],
    },
    shared: {
      offices: { austin: office('Austin'), london: office('London'), sydney: office('Sydney'), toronto: office('Toronto') },
      industries: {},
      awards: {},
      testimonials: {},
      positions: {},
    },
    menus: {
      main: [{ id: 'home', title: 'Home', path: '/' }],
      headerCta: { label: 'Contact us', href: '/contact' },
      footer: [],
      legal: [],
    },
    routes: [
      { id: 'home', path: '/', title: 'Example Co', page: 'home' },
      { id: 'get-started', path: '/get-started', title: 'Get started | Example Co', redirect: '/' },
      { id: 'contact', path: '/contact', title: 'Contact | Example Co', redirect: '/' },
    ],
    notFoundPage: 'not-found',
    pages: {
      home: {
        template: 'home',
        description: 'Example Co does things well: a description long enough for search results to show.',
        sections: [
          { type: 'hero', heading: 'Things, done well', text: 'We do things well.', actions: [getStarted, contactUs] },
          { type: 'call-to-action', heading: 'Talk to us today', actions: [getStarted, contactUs] },
        ],
      },
      'not-found': {
        template: 'not-found',
        description: 'The page you asked for is not here: it may have moved, or the address may be mistyped.',
        sections: [{ type: 'not-found', heading: 'Page not found', text: 'This page does not exist.', action: { label: 'Back to home', href: '/', style: 'link' } }],
      },
    },
  };
}

/** An images folder holding `files` (the logo, and any a test names), for the image checks. */
export function assetsWith(...files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'fixture-images-'));
  for (const file of ['logo.svg', ...files]) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  }
  return dir;
}

/** The messages for a registry (as its source text, or data laid out as an editor shows it); [] when it passes. */
export function problemsOf(registry: unknown, options: CheckOptions = {}): string[] {
  const text = typeof registry === 'string' ? registry : source(registry);
  const result = checkRegistrySource(text, { assetsDir: assetsWith(), ...options });
  return result.ok ? [] : result.errors;
}
