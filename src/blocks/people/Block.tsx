import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { gridStyle, Img, SectionHeading, SmartLink, useShared } from '../kit.ts';

export default function People({ id, eyebrow, heading, intro, people, show = 'summary' }: BlockProps<typeof block>) {
  return (
    <section className="section people" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid people__list" style={gridStyle(people.length, 4)}>
          {people.map((person) => (
            <Person key={person} id={person} show={show} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Person({ id, show }: { id: string; show: 'summary' | 'quote' }) {
  const person = useShared('people', id);
  const office = useShared('offices', person?.location ?? '');
  if (!person) return null;
  const words = show === 'quote' ? person.quote : person.summary;
  return (
    <li className="person">
      {person.portrait && <Img image={person.portrait} className="person__portrait" inline={false} />}
      <h3 className="person__name">{person.page ? <SmartLink href={person.page}>{person.name}</SmartLink> : person.name}</h3>
      <p className="person__role">
        {person.role}
        {office && <span className="person__office"> · {office.city}</span>}
      </p>
      {words && <p className={show === 'quote' ? 'person__words person__words--quote' : 'person__words'}>{words}</p>}
    </li>
  );
}
