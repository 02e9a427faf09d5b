import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions, Img, SectionHeading, gridStyle } from '../kit.ts';

export default function EngagementOffers({ id, eyebrow, heading, intro, offers, actions }: BlockProps<typeof block>) {
  return (
    <section className="section engagement-offers" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ol className="card-grid engagement-offers__list" style={gridStyle(offers.length, 3)}>
          {offers.map((offer) => (
            <li key={offer.title} className="offer">
              {offer.image && <Img image={offer.image} className="offer__image" />}
              <p className="offer__label">{offer.label}</p>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
              <ul className="offer__includes">
                {offer.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <Actions actions={actions} />
      </div>
    </section>
  );
}
