import type { MouseEvent } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { SectionHeading, SmartLink, useShared } from '../kit.ts';
import { applyForPosition } from '../../ui/page-signal.ts';

export default function OpenPositions({ id, eyebrow, heading, intro, positions, applyHref = '#apply', applyLabel = 'Apply' }: BlockProps<typeof block>) {
  return (
    <section className="section open-positions" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="open-positions__list">
          {positions.map((position) => (
            <Position key={position} id={position} applyHref={applyHref} applyLabel={applyLabel} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Position({ id, applyHref, applyLabel }: { id: string; applyHref: string; applyLabel: string }) {
  const position = useShared('positions', id);
  if (!position) return null;
  return (
    <li className="position">
      <div className="position__main">
        <h3>{position.title}</h3>
        <p className="position__meta">
          <span>{position.location}</span>
          <span>{position.type}</span>
        </p>
        <p className="position__summary">{position.summary}</p>
      </div>
      <SmartLink href={withPosition(applyHref, position.title)} className="button button--secondary position__apply" onClick={(event) => onApply(event, position.title)}>
        {applyLabel}
        <span className="visually-hidden">{`: ${position.title}`}</span>
      </SmartLink>
    </li>
  );
}

/**
 * A link to the application form on another page carries the role (`/careers?position=…#apply`),
 * which the form there chooses when it opens; a link within the page needs nothing extra.
 */
function withPosition(href: string, title: string): string {
  if (href.startsWith('#')) return href;
  const [path = '', hash] = href.split('#');
  const query = `position=${encodeURIComponent(title)}`;
  return `${path}${path.includes('?') ? '&' : '?'}${query}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * A plain click on Apply with the form on this page: the form chooses the role and focuses its
 * first field, which brings it into view. The link's own jump is then left out: Chrome clears focus
 * when it scrolls to an anchor, which would throw the visitor's place back to the page. With no form
 * here, the link goes to the one it names.
 */
function onApply(event: MouseEvent<HTMLAnchorElement>, title: string) {
  const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
  if (plain && applyForPosition.send(title)) event.preventDefault();
}
