import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Cta } from '../../ui/Cta.tsx';

export default function NotFound({ heading, text, action }: BlockProps<typeof block>) {
  return (
    <section className="not-found" aria-labelledby="page-heading">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">404</p>
        <h1 id="page-heading">{heading}</h1>
        <p>{text}</p>
        <Cta cta={action} />
      </div>
    </section>
  );
}
