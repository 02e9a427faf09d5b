import { useContext } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, SectionHeading, SharedContext, SmartLink, gridStyle } from '../kit.ts';

/** Every shared industry as a card: the list grows when an author adds an industry. */
export default function IndustryDirectory({ id, eyebrow, heading, intro, buttonLabel = 'Explore the industry' }: BlockProps<typeof block>) {
  const industries = Object.entries(useContext(SharedContext).industries ?? {});
  return (
    <section className="section industry-directory" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid industry-directory__list" style={gridStyle(industries.length, 3)}>
          {industries.map(([key, industry]) => (
            <li key={key} className="industry-directory__item">
              <Img image={industry.image} className="industry-directory__image" />
              <div className="industry-directory__body">
                <h3>{industry.title}</h3>
                <p>{industry.summary}</p>
                <SmartLink href={industry.path} className="industry-directory__link">
                  {buttonLabel}
                  <span className="visually-hidden">{`: ${industry.title}`}</span>
                </SmartLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
