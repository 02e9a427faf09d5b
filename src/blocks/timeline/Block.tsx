import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading } from '../kit.ts';

export default function Timeline({ id, eyebrow, heading, intro, entries }: BlockProps<typeof block>) {
  return (
    <section className="section section--surface timeline" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="timeline__list">
          {entries.map((entry) => (
            <li key={`${entry.year}-${entry.title}`} className="timeline__entry">
              <p className="timeline__year">{entry.year}</p>
              <h3>{entry.title}</h3>
              <p className="timeline__text">{entry.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
