import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { gridStyle } from '../kit.ts';

export default function IntroBanner({ id, eyebrow, heading, intro, text, stats }: BlockProps<typeof block>) {
  return (
    <section className="section intro-banner" id={id} data-reveals="">
      {/* Four stats sit beside the words as 2 + 2; two or three are a list, beside them on a wide screen and under them on a narrower one. */}
      <div className={`container intro-banner__inner${stats?.length ? (stats.length === 4 ? ' intro-banner__inner--with-stats' : ' intro-banner__inner--few-stats') : ''}`}>
        <div className="intro-banner__copy" data-reveal>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          {intro && <p className="intro-banner__lead">{intro}</p>}
          <p>{text}</p>
        </div>
        {stats && stats.length > 0 && (
          <dl className="card-grid intro-banner__stats" style={gridStyle(stats.length, 3)}>
            {stats.map((stat, index) => (
              <div key={stat.label} className="intro-banner__stat" data-reveal style={{ '--reveal-index': index + 1 } as CSSProperties}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
