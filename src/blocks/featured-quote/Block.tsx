import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Figure, Img, splitName, useShared } from '../kit.ts';

export default function FeaturedQuote({ id, eyebrow, testimonial: testimonialId, figure }: BlockProps<typeof block>) {
  const testimonial = useShared('testimonials', testimonialId);
  if (!testimonial) return null;
  const { name, role } = splitName(testimonial.name);
  return (
    <section className="section section--dark featured-quote" id={id} aria-label={eyebrow ?? `What ${name} says`}>
      <div className={figure ? 'container featured-quote__inner featured-quote__inner--with-figure' : 'container featured-quote__inner'}>
        <figure className="featured-quote__quote">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <blockquote>
            <p>{testimonial.message}</p>
          </blockquote>
          <figcaption>
            {testimonial.portrait && <Img image={testimonial.portrait} className="featured-quote__portrait" inline={false} />}
            <span>
              <span className="featured-quote__name">{name}</span>
              {role && <span className="featured-quote__role">{role}</span>}
            </span>
          </figcaption>
        </figure>
        {figure && <Figure className="featured-quote__figure" {...figure} />}
      </div>
    </section>
  );
}
