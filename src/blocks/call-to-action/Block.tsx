import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions } from '../kit.ts';

export default function CallToAction({ id, heading, text, actions }: BlockProps<typeof block>) {
  return (
    <section className="section cta-band" id={id}>
      <div className="container">
        <div className="cta-band__panel on-dark">
          <div>
            <h2>{heading}</h2>
            {text && <p>{text}</p>}
          </div>
          <Actions actions={actions} />
        </div>
      </div>
    </section>
  );
}
