import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, SectionHeading, SmartLink, useShared } from '../kit.ts';
import { Carousel } from '../../ui/Carousel.tsx';

export default function IndustriesServed({ id, eyebrow, heading, intro, industries, buttonLabel = 'Learn More' }: BlockProps<typeof block>) {
  return (
    <section className="section industries-served" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <Carousel label={heading} kind="cards" items={industries.map((industry) => <IndustryCard id={industry} buttonLabel={buttonLabel} />)} />
      </div>
    </section>
  );
}

function IndustryCard({ id, buttonLabel }: { id: string; buttonLabel: string }) {
  const industry = useShared('industries', id);
  if (!industry) return null;
  return (
    <article className="industry-card">
      <Img image={industry.image} className="industry-card__image" />
      <div className="industry-card__body">
        <h3>{industry.title}</h3>
        <p>{industry.summary}</p>
        {/* A text link like every card's: the page's buttons are its hero's and its closing band's. */}
        <SmartLink href={industry.path} className="industry-card__link">
          {buttonLabel}
          <span className="visually-hidden">{`: ${industry.title}`}</span>
          <span aria-hidden="true"> →</span>
        </SmartLink>
      </div>
    </article>
  );
}
