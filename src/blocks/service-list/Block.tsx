import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { GET_STARTED, Img, SectionHeading, SmartLink, gridStyle, usePageTemplate } from '../kit.ts';

/**
 * Services or solutions. On practice, service and industry pages, a scannable index (one row per
 * item: number, name, what it is, a link); elsewhere (home) cards with a picture of the work.
 */
export default function ServiceList({ id, eyebrow, heading, intro, items }: BlockProps<typeof block>) {
  const { look } = usePageTemplate();
  const index = look === 'split' || look === 'industry';
  return (
    <section className={index ? 'section service-list service-list--index' : 'section section--surface service-list'} id={id} data-reveals="">
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={index ? 'service-index' : 'card-grid'} style={index ? undefined : gridStyle(items.length, 4)}>
          {items.map((item, position) => (
            <li key={item.name} className="service-item" data-reveal style={{ '--reveal-index': position % 3 } as CSSProperties}>
              {index ? (
                <span className="service-item__number" aria-hidden="true">
                  {String(position + 1).padStart(2, '0')}
                </span>
              ) : (
                <Img image={item.image} className="service-item__image" />
              )}
              <h3>{item.name}</h3>
              <p>{item.description}</p>
              <SmartLink href={item.href ?? GET_STARTED} className="service-item__link">
                {item.linkLabel ?? 'Learn more'}
                <span className="visually-hidden">{`: ${item.name}`}</span>
                <span aria-hidden="true"> →</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
