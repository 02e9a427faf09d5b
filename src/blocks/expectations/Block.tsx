import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading, gridStyle } from '../kit.ts';

export default function Expectations({ id, eyebrow, heading, intro, items }: BlockProps<typeof block>) {
  return (
    <section className="section section--dark expectations" id={id} data-reveals="">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid expectations__list" style={gridStyle(items.length, 3)}>
          {items.map((item, index) => (
            <li key={item.title} className="expectation" data-reveal style={{ '--reveal-index': index % 3 } as CSSProperties}>
              <p className="expectation__figure" aria-hidden={item.figure ? undefined : true}>
                {item.figure ?? String(index + 1).padStart(2, '0')}
              </p>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
