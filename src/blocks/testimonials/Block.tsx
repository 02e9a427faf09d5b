import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions, Img, splitName, useShared } from '../kit.ts';

/** Heading fade-in 1 s; cards slide in over 0.6 s with a 0.2 s stagger (timings in styles.css). */
export default function Testimonials({ id, eyebrow, heading, intro, items, actions }: BlockProps<typeof block>) {
  return (
    <section className="section section--surface testimonials" id={id} data-reveals="">
      <div className="container">
        <div className="section-heading testimonials__heading" data-reveal="fade">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2>{heading}</h2>
          {intro && <p>{intro}</p>}
        </div>
        <ul className="testimonials__list">
          {items.map((item, index) => (
            <Quote key={item} id={item} index={index} />
          ))}
        </ul>
        <Actions actions={actions} quiet />
      </div>
    </section>
  );
}

function Quote({ id, index }: { id: string; index: number }) {
  const testimonial = useShared('testimonials', id);
  if (!testimonial) return null;
  const { name, role } = splitName(testimonial.name);
  return (
    <li className="testimonial" data-reveal="slide" style={{ '--reveal-index': index } as CSSProperties}>
      <figure>
        <blockquote>
          <p>{testimonial.message}</p>
        </blockquote>
        <figcaption>
          {testimonial.portrait && <Img image={testimonial.portrait} className="testimonial__portrait" inline={false} />}
          <span>
            <span className="testimonial__name">{name}</span>
            {role && <span className="testimonial__role">{role}</span>}
          </span>
        </figcaption>
      </figure>
    </li>
  );
}
