import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { EntriesComputed } from '../../registry/insights-data.ts';
import { InsightTile } from '../../ui/InsightTile.tsx';
import { SectionHeading } from '../kit.ts';

/** Further reading at the end of an article or case study: the cards of the ones it names (their data comes from their pages). */
export default function RelatedInsights({ id, eyebrow, heading, intro, entries = [] }: BlockProps<typeof block> & EntriesComputed) {
  if (!entries.length) return null;
  return (
    <section className="section related-insights" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="insight-tiles">
          {entries.map((entry) => (
            <InsightTile key={entry.path} entry={entry} />
          ))}
        </ul>
      </div>
    </section>
  );
}
