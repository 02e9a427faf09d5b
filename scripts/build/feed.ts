import { pageName } from '../../src/registry/breadcrumbs.ts';
import type { Registry } from '../../src/registry/schema.ts';
import type { BuildContext } from './context.ts';
import { write } from './files.ts';
import { FEED_FILE, type Insights } from './insights.ts';

/*
 * The insights as an Atom feed (RFC 4287) at <hub>/feed.xml: every article and case study, newest
 * first, with its full title, its summary (the standfirst), its author and absolute links on the
 * site's configured address (site.url), as the sitemap's are.
 */

// Word joiners the page's typography adds (keeping "30–50%" on one line) are not for feed readers.
const escape = (text: string) => text.replace(/\u2060/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A day as an Atom date (RFC 3339): the start of that day, UTC. */
const atomDate = (day: string) => `${day}T00:00:00Z`;

export function feedXml(registry: Registry, insights: Insights): string | undefined {
  if (insights.hubPath === undefined) return undefined;
  const base = registry.site.url.replace(/\/$/, '');
  const hub = `${base}${insights.hubPath === '/' ? '' : insights.hubPath}`;
  const self = `${hub}/${FEED_FILE}`;
  const hubRoute = registry.routes.find((route) => route.path === insights.hubPath);
  const latest = insights.entries.map((entry) => entry.updated ?? entry.date).sort().at(-1) ?? new Date().toISOString().slice(0, 10);
  const entries = insights.entries.map((entry) =>
    [
      '  <entry>',
      `    <id>${escape(base + entry.path)}</id>`,
      `    <title type="text">${escape(entry.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escape(base + entry.path)}"/>`,
      `    <published>${atomDate(entry.date)}</published>`,
      `    <updated>${atomDate(entry.updated ?? entry.date)}</updated>`,
      `    <author><name>${escape(entry.author ?? registry.site.name)}</name></author>`,
      `    <category term="${entry.kind}" label="${entry.kind === 'case-study' ? 'Case study' : 'Article'}"/>`,
      `    <summary type="text">${escape(entry.summary)}</summary>`,
      '  </entry>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${escape(self)}</id>`,
    `  <title type="text">${escape(`${registry.site.name}: ${hubRoute ? pageName(hubRoute.title, registry.site.name) : "Insights"}`)}</title>`,
    `  <subtitle type="text">${escape(registry.site.tagline)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escape(self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escape(hub)}"/>`,
    `  <updated>${atomDate(latest)}</updated>`,
    `  <author><name>${escape(registry.site.name)}</name><uri>${escape(base + '/')}</uri></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function writeFeed(context: BuildContext, registry: Registry, insights: Insights): void {
  const xml = feedXml(registry, insights);
  if (!xml) return;
  write(`${context.outDir}${insights.hubPath === '/' ? '' : insights.hubPath}/${FEED_FILE}`, xml);
}
