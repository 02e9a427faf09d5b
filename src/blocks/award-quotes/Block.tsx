import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, SectionHeading, gridStyle, useShared } from '../kit.ts';

export default function AwardQuotes({ id, eyebrow, heading, intro, items }: BlockProps<typeof block>) {
  return (
    <section className="section section--dark award-quotes" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid award-quotes__list" style={gridStyle(items.length, 2)}>
          {items.map((item) => (
            <Pair key={item.award + item.testimonial} award={item.award} testimonial={item.testimonial} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Pair({ award: awardId, testimonial: testimonialId }: { award: string; testimonial: string }) {
  const award = useShared('awards', awardId);
  const testimonial = useShared('testimonials', testimonialId);
  if (!award || !testimonial) return null;
  return (
    <li className="award-quote">
      <div className="award-quote__award">
        <Img image={award.image} className="award-quote__image" />
        <p className="award-quote__title">
          {award.title} <span>{award.issuer}, {award.year}</span>
        </p>
      </div>
      <figure className="award-quote__quote">
        <blockquote>
          <p>{testimonial.message}</p>
        </blockquote>
        <figcaption>{testimonial.name}</figcaption>
      </figure>
    </li>
  );
}
