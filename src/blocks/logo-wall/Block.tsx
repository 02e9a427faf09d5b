import { useId } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img, useShared } from '../kit.ts';

export default function LogoWall({ id, heading, clients }: BlockProps<typeof block>) {
  // Unique on the page, however many of these it holds (tests/blocks/landmarks.test.tsx).
  const autoId = useId();
  const headingId = `${id ?? autoId}-heading`;
  return (
    <section className="logo-wall" id={id} aria-labelledby={headingId}>
      <div className="container">
        <h2 className="logo-wall__heading" id={headingId}>
          {heading}
        </h2>
        <ul className="logo-wall__list">
          {clients.map((client) => (
            <Logo key={client} id={client} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function Logo({ id }: { id: string }) {
  const client = useShared('clients', id);
  if (!client) return null;
  return (
    <li className="logo-wall__item">
      <Img image={{ ...client.logo, alt: client.logo.alt || client.name }} className="logo-wall__logo" inline={false} />
    </li>
  );
}
