import { useId } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { IndexComputed, IndexLink } from '../../registry/insights-data.ts';
import { InsightTile } from '../../ui/InsightTile.tsx';
import { SmartLink } from '../kit.ts';

/**
 * The hub's list: filters by practice and by industry, the entries of this page (newest first; on a
 * list's first page the newest leads, across the grid) and the page numbers. Every filter and page
 * is a prerendered page of its own (the build makes them), so each control is a plain link that
 * works without script.
 */
export default function InsightsIndex({ id, eyebrow, heading, intro, entries = [], practices = [], industries = [], pages = [], filter, total = 0, feed }: BlockProps<typeof block> & IndexComputed) {
  // Ids unique on the page, however many of these it holds (tests/blocks/landmarks.test.tsx).
  const autoId = useId();
  const headingId = `${id ?? autoId}-heading`;
  // The first page of a list leads with its newest entry (src/registry/insights.ts gives that page one more).
  const leads = pages.length === 0 || pages[0]!.current;
  return (
    <section className="section insights-index" id={id} aria-labelledby={headingId}>
      <div className="container">
        <div className="insights-index__head">
          <div className="section-heading">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2 id={headingId}>{filter ? `${heading}: ${filter.label}` : heading}</h2>
            {intro && <p>{intro}</p>}
          </div>
          {feed && (
            <a className="insights-index__feed" href={feed} type="application/atom+xml">
              Subscribe (Atom feed)
            </a>
          )}
        </div>
        <nav className="insights-index__filters" aria-label="Filter insights">
          <FilterRow label="Practice" links={practices} />
          <FilterRow label="Industry" links={industries} />
          {filter && (
            <p className="insights-index__status">
              {total} {total === 1 ? 'item' : 'items'} on {filter.label}. <SmartLink href={filter.clear}>Show everything</SmartLink>
            </p>
          )}
        </nav>
        <ul className="insight-tiles insights-index__list">
          {entries.map((entry, index) => (
            <InsightTile key={entry.path} entry={entry} lead={leads && index === 0} />
          ))}
        </ul>
        {pages.length > 1 && (
          <nav className="insights-index__pages" aria-label="Pages">
            <ul>
              {pages.map((page) => (
                <li key={page.path}>
                  {/* The page shown is marked, not linked: a page never links to itself. */}
                  {page.current ? (
                    <span aria-current="page">
                      <span className="visually-hidden">Page </span>
                      {page.label}
                    </span>
                  ) : (
                    <SmartLink href={page.path} aria-label={`Page ${page.label}`}>
                      {page.label}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}

function FilterRow({ label, links }: { label: string; links: IndexLink[] }) {
  if (!links.length) return null;
  return (
    <div className="insights-index__filter">
      <p className="insights-index__filter-label">{label}</p>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            {link.current ? (
              <span aria-current="page">{link.label}</span>
            ) : (
              <SmartLink href={link.path}>{link.label}</SmartLink>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
