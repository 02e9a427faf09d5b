import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { PersonComputed } from '../../registry/insights-data.ts';
import { InsightTile } from '../../ui/InsightTile.tsx';
import { Prose } from '../../ui/Prose.tsx';
import { useContext } from 'react';
import { Img, SharedContext, SmartLink, useShared } from '../kit.ts';

/** A person's page: portrait beside name, role and office; their biography and practices; then what they wrote. */
export default function PersonProfile({ id, person: personId, bio, expertise = [], practices = [], entries = [] }: BlockProps<typeof block> & PersonComputed) {
  const person = useShared('people', personId);
  const office = useShared('offices', person?.location ?? '');
  const known = useContext(SharedContext).practices ?? {};
  const practiceItems = practices.flatMap((practice) => known[practice] ?? []);
  if (!person) return null;
  const first = person.name.split(' ')[0];
  return (
    <article className="person-profile" id={id}>
      <header className="person-profile__header">
        <div className="container person-profile__intro">
          {person.portrait && <Img image={person.portrait} className="person-profile__portrait" priority inline={false} />}
          <div>
            <p className="person-profile__eyebrow">Leadership</p>
            <h1 className="person-profile__name">{person.name}</h1>
            <p className="person-profile__role">
              {person.role}
              {office && <span> · {office.city}</span>}
            </p>
          </div>
        </div>
      </header>
      <div className="container person-profile__layout">
        <Prose className="person-profile__bio">
          {bio.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        {(practiceItems.length > 0 || expertise.length > 0) && (
          <aside className="person-profile__aside" aria-label={`About ${first}`}>
            {practiceItems.length > 0 && (
              <>
                <h2>Practice</h2>
                <ul className="person-profile__practices">
                  {practiceItems.map((practice) => (
                    <li key={practice.path}>
                      <SmartLink href={practice.path}>{practice.title}</SmartLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {expertise.length > 0 && (
              <>
                <h2>Ask {first} about</h2>
                <ul className="person-profile__expertise">
                  {expertise.map((area) => (
                    <li key={area}>{area}</li>
                  ))}
                </ul>
              </>
            )}
          </aside>
        )}
      </div>
      {entries.length > 0 && (
        <section className="container person-profile__writing" aria-labelledby={`${id ?? 'person'}-writing`}>
          <h2 id={`${id ?? 'person'}-writing`}>Articles by {first}</h2>
          <ul className="insight-tiles">
            {entries.map((entry) => (
              <InsightTile key={entry.path} entry={entry} />
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
