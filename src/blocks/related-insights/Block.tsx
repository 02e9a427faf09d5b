import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { EntriesComputed } from '../../registry/insights-data.ts';
import { InsightTile } from '../../ui/InsightTile.tsx';
import { SectionHeading, SmartLink } from '../kit.ts';

/** Further reading at the end of an article or case study: the cards of the ones it names (their data comes from their pages). */
export default function RelatedInsights({ id, eyebrow, heading, intro, items, entries }: BlockProps<typeof block> & EntriesComputed) {
  // Without the build's cards (the block catalogue's preview), the paths it names.
  if (!entries) {
    return (
      <section className="section related-insights" id={id}>
        <div className="container">
          <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
          <ul>
            {items.map((item) => (
              <li key={item}>
                <SmartLink href={item}>{item}</SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
    );
  }
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
