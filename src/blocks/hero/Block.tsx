import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions } from '../../ui/Cta.tsx';
import { Img } from '../../ui/Img.tsx';

export default function Hero({ eyebrow, heading, text, actions, image }: BlockProps<typeof block>) {
  return (
    <section className="hero on-dark" aria-labelledby="page-heading">
      <div className={image ? 'container hero__inner hero__inner--with-image' : 'container hero__inner'}>
        <div className="hero__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-heading">{heading}</h1>
          {text && <p className="hero__text">{text}</p>}
          <Actions actions={actions} />
        </div>
        {image && <Img image={image} priority className="hero__image" />}
      </div>
    </section>
  );
}
