import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading, gridStyle, useShared } from '../kit.ts';
import { EmailText } from '../../ui/EmailText.tsx';

export default function Offices({ id, eyebrow, heading, intro, offices }: BlockProps<typeof block>) {
  return (
    <section className="section offices" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid offices__list" style={gridStyle(offices.length, 4)}>
          {offices.map((office) => (
            <Office key={office} id={office} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Office({ id }: { id: string }) {
  const office = useShared('offices', id);
  if (!office) return null;
  return (
    <li className="office">
      <h3>{office.city}</h3>
      <address>
        {office.address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className="office__contact">
        <a href={`tel:${office.phone.replace(/[^+0-9]/g, '')}`}>{office.phone}</a>
        <a href={`mailto:${office.email}`}>
          <EmailText email={office.email} />
        </a>
      </p>
    </li>
  );
}
