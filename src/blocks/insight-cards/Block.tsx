import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions, GET_STARTED, Img, SectionHeading, SmartLink } from '../kit.ts';
import { Carousel } from '../../ui/Carousel.tsx';

export default function InsightCards({ id, eyebrow, heading, intro, cards, offer }: BlockProps<typeof block>) {
  return (
    <section className="section insight-cards" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <Carousel
          label={heading}
          kind="cards"
          items={cards.map((card) => (
            <article className="insight-card">
              <Img image={card.image} className="insight-card__image" />
              <div className="insight-card__body">
                {card.tag && <p className="insight-card__tag">{card.tag}</p>}
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <SmartLink href={card.href ?? GET_STARTED} className="insight-card__link">
                  {card.linkLabel ?? 'Learn more'}
                  <span className="visually-hidden">{`: ${card.title}`}</span>
                  <span aria-hidden="true"> →</span>
                </SmartLink>
              </div>
            </article>
          ))}
        />
        {offer && (
          <div className="insight-offer">
            <div>
              <h3>{offer.heading}</h3>
              <p>{offer.text}</p>
            </div>
            <Actions actions={offer.actions} quiet />
          </div>
        )}
      </div>
    </section>
  );
}
