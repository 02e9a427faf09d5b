import type { InsightEntry } from '../registry/insights-data.ts';
import { formatDay } from './date.ts';
import { Img } from './Img.tsx';
import { SmartLink } from './SmartLink.tsx';

/**
 * One article or case study as a card: picture, kind, date and reading time, title (the link) and
 * summary. The hub, related reading and a person's articles show the same card; the hub's newest
 * is the lead, across the grid with its picture beside its words.
 */
export function InsightTile({ entry, headingLevel = 3, lead = false }: { entry: InsightEntry; headingLevel?: 2 | 3; lead?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`insight-tile insight-tile--${entry.kind}${lead ? ' insight-tile--lead' : ''}`}>
      <Img image={entry.image} className="insight-tile__image" inline={false} />
      <div className="insight-tile__body">
        <p className="insight-tile__meta">
          <span className="insight-tile__kind">{entry.kind === 'case-study' ? 'Case study' : 'Article'}</span>
          <time dateTime={entry.date}>{formatDay(entry.date)}</time>
          {entry.readingMinutes && <span>{entry.readingMinutes} min read</span>}
        </p>
        <Heading className="insight-tile__title">
          <SmartLink href={entry.path}>{entry.title}</SmartLink>
        </Heading>
        <p className="insight-tile__summary">{entry.summary}</p>
        {(entry.author ?? entry.client) && <p className="insight-tile__byline">{entry.author ? `By ${entry.author}` : entry.client}</p>}
      </div>
    </li>
  );
}
