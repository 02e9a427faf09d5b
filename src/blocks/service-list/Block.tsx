import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img } from '../../ui/Img.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { GET_STARTED, SectionHeading, useReveal } from '../kit.ts';

export default function ServiceList({ id, eyebrow, heading, intro, items }: BlockProps<typeof block>) {
  const ref = useReveal<HTMLElement>();
  return (
    <section className="section section--surface service-list" id={id} ref={ref}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className={`service-list__grid service-list__grid--${items.length % 3 === 0 || items.length > 4 ? 3 : 2}`}>
          {items.map((item, index) => (
            <li key={item.name} className="service-item" data-reveal style={{ '--reveal-index': index % 3 } as CSSProperties}>
              <Img image={item.image} className="service-item__image" />
              <div className="service-item__body">
                <h3>{item.name}</h3>
                <p>{item.description}</p>
                <SmartLink href={item.href ?? GET_STARTED} className="service-item__link">
                  {item.linkLabel ?? 'Learn more'}
                  <span className="visually-hidden">{`: ${item.name}`}</span>
                  <span aria-hidden="true"> →</span>
                </SmartLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
