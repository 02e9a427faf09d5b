import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, SectionHeading } from '../kit.ts';
import { Carousel } from '../../ui/Carousel.tsx';

export default function ProblemCards({ id, eyebrow, heading, intro, cards, columns = 3 }: BlockProps<typeof block>) {
  return (
    <section className="section problem-cards" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <Carousel
          label={heading}
          kind="cards"
          columns={columns}
          items={cards.map((card) => (
            <article className="problem-card">
              <Img image={card.img} className="problem-card__icon" />
              <h3>{card.title}</h3>
              {card.description && <p>{card.description}</p>}
            </article>
          ))}
        />
      </div>
    </section>
  );
}
