import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img } from '../../ui/Img.tsx';
import { SectionHeading } from '../kit.ts';
import { Carousel } from '../../ui/Carousel.tsx';

export default function WhyUs({ id, eyebrow, heading, intro, slides }: BlockProps<typeof block>) {
  return (
    <section className="section section--dark why-us" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <Carousel
          label={heading}
          kind="slides"
          items={slides.map((slide, index) => (
            <article className="why-us__slide">
              <Img image={slide.image} className="why-us__image" />
              <div className="why-us__copy">
                <p className="why-us__count" aria-hidden="true">
                  {`${String(index + 1).padStart(2, '0')} / ${String(slides.length).padStart(2, '0')}`}
                </p>
                <h3>{slide.title}</h3>
                <p>{slide.text}</p>
              </div>
            </article>
          ))}
        />
      </div>
    </section>
  );
}
