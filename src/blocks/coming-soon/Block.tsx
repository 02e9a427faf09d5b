import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Cta, Img } from '../kit.ts';

/** Background under a black 60% overlay (1 s fade); heading then line, 0.8 s each, 0.3 s apart. */
export default function ComingSoon({ heading, text, background, action }: BlockProps<typeof block>) {
  return (
    <section className="coming-soon on-dark" aria-labelledby="page-heading">
      <Img image={background} priority cover className="coming-soon__background" />
      <div className="coming-soon__overlay" />
      <div className="coming-soon__content">
        <h1 id="page-heading" className="coming-soon__heading">
          {heading}
        </h1>
        <p className="coming-soon__text">{text}</p>
        {action && (
          <div className="coming-soon__action">
            <Cta cta={action} />
          </div>
        )}
      </div>
    </section>
  );
}
