import type { CSSProperties } from 'react';
import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Actions, Figure, Img, isLightHero, usePageTemplate } from '../kit.ts';

/**
 * The page's opening band. One markup for every look: the words (eyebrow, h1, text, buttons,
 * steps), then what stands beside them (a headline figure or a picture of the work), then the
 * outcomes. The page's look (src/styles/looks/) arranges and colours them.
 */
export default function Hero({ eyebrow, heading, text, actions, image, figure, outcomes, steps }: BlockProps<typeof block>) {
  const { look } = usePageTemplate();
  const aside = figure ? 'figure' : image ? 'image' : undefined;
  return (
    <section className={isLightHero(look) ? 'hero' : 'hero on-dark'} aria-labelledby="page-heading">
      <div className={aside ? `container hero__inner hero__inner--with-${aside}` : 'container hero__inner'}>
        <div className="hero__copy">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 id="page-heading">{heading}</h1>
          {text && <p className="hero__text">{text}</p>}
          <Actions actions={actions} />
          {steps && (
            <ol className="hero__steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          )}
        </div>
        {figure && <Figure className="hero__figure" {...figure} />}
        {!figure && image && <Img image={image} priority className="hero__image" />}
        {outcomes && (
          <ul className="hero__outcomes" aria-label="Outcomes" style={{ '--outcomes': outcomes.length } as CSSProperties}>
            {outcomes.map((outcome) => (
              <li key={outcome.value + outcome.label}>
                <Figure {...outcome} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
