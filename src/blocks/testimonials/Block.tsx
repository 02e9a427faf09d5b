import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions } from '../../ui/Cta.tsx';
import { useShared } from '../../app/shell-context.tsx';
import { useReveal } from '../../lib/motion/use-reveal.ts';

/** Spec §9: heading fade-in 1 s; cards slide in over 0.6 s with a 0.2 s stagger (timings in styles.css). */
export default function Testimonials({ id, eyebrow, heading, intro, items, actions }: BlockProps<typeof block>) {
  const ref = useReveal<HTMLElement>();
  return (
    <section className="section section--surface testimonials" id={id} ref={ref}>
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
        <Actions actions={actions} />
      </div>
    </section>
  );
}

function Quote({ id, index }: { id: string; index: number }) {
  const testimonial = useShared('testimonials', id);
  if (!testimonial) return null;
  const [name, ...role] = testimonial.name.split(', ');
  return (
    <li className="testimonial" data-reveal="slide" style={{ '--reveal-index': index } as CSSProperties}>
      <figure>
        <svg className="testimonial__mark" width="36" height="28" viewBox="0 0 36 28" aria-hidden="true" focusable="false">
          <path d="M0 28V16C0 7 5 1.5 14 0l1.6 3.6C10.4 5.2 8 8.6 8 13h7v15H0zm20 0V16c0-9 5-14.5 14-16l1.6 3.6C30.4 5.2 28 8.6 28 13h7v15H20z" fill="currentColor" />
        </svg>
        <blockquote>
          <p>{testimonial.message}</p>
        </blockquote>
        <figcaption>
          <span className="testimonial__name">{name}</span>
          {role.length > 0 && <span className="testimonial__role">{role.join(', ')}</span>}
        </figcaption>
      </figure>
    </li>
  );
}
