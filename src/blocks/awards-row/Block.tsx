import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, SectionHeading, gridStyle, useShared } from '../kit.ts';

export default function AwardsRow({ id, eyebrow, heading, intro, awards }: BlockProps<typeof block>) {
  return (
    <section className="section awards-row" id={id}>
      <div className="container awards-row__inner">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} className="awards-row__heading" />
        <ul className="card-grid awards-row__list" style={gridStyle(awards.length, 4)}>
          {awards.map((award) => (
            <Badge key={award} id={award} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Badge({ id }: { id: string }) {
  const award = useShared('awards', id);
  if (!award) return null;
  return (
    <li className="award-badge">
      <Img image={award.image} className="award-badge__image" />
      <p className="award-badge__title">{award.title}</p>
      <p className="award-badge__issuer">
        {award.issuer}, {award.year}
      </p>
    </li>
  );
}
