import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading, gridStyle } from '../kit.ts';

export default function Approach({ id, eyebrow, heading, intro, steps }: BlockProps<typeof block>) {
  return (
    <section className="section section--surface approach" id={id} data-reveals="">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="card-grid approach__steps" style={gridStyle(steps.length, 4)}>
          {steps.map((step, index) => (
            <li key={step.title} className="approach__step" data-reveal style={{ '--reveal-index': index } as CSSProperties}>
              <span className="approach__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
