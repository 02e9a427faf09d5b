import type { InsightEntry } from '../registry/insights-data.ts';
import { formatDay } from './date.ts';
import { Img } from './Img.tsx';
import { SmartLink } from './SmartLink.tsx';

/**
 * One article or case study as a card: picture, kind, date and reading time, title (the link) and
 * summary. The hub, related reading and a person's articles show the same card.
 */
export function InsightCard({ entry, headingLevel = 3 }: { entry: InsightEntry; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={`insight-card insight-card--${entry.kind}`}>
      <Img image={entry.image} className="insight-card__image" inline={false} />
      <div className="insight-card__body">
        <p className="insight-card__meta">
          <span className="insight-card__kind">{entry.kind === 'case-study' ? 'Case study' : 'Article'}</span>
          <time dateTime={entry.date}>{formatDay(entry.date)}</time>
          {entry.readingMinutes && <span>{entry.readingMinutes} min read</span>}
        </p>
        <Heading className="insight-card__title">
          <SmartLink href={entry.path}>{entry.title}</SmartLink>
        </Heading>
        <p className="insight-card__summary">{entry.summary}</p>
        {(entry.author ?? entry.client) && <p className="insight-card__byline">{entry.author ? `By ${entry.author}` : entry.client}</p>}
      </div>
    </li>
  );
}
