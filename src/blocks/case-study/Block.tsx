import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { CaseStudyComputed } from '../../registry/insights-data.ts';
import { formatDay } from '../../ui/date.ts';
import { Prose } from '../../ui/Prose.tsx';
import { Img, SmartLink, useShared } from '../kit.ts';

/** A client story that reads like one: who and what, the figures first, then the challenge, the work and their words. */
export default function CaseStudy({ id, title, standfirst, client, industry, date, image, challenge, approach, outcomes, quote, tags = [], serviceLinks = [] }: BlockProps<typeof block> & CaseStudyComputed) {
  const sector = useShared('industries', industry);
  return (
    <article className="case-study" id={id}>
      <header className="case-study__header">
        <div className="container case-study__intro">
          <p className="case-study__eyebrow">
            Case study · {client}
            {sector && <> · {sector.title}</>}
          </p>
          <h1 className="case-study__title">{title}</h1>
          <p className="case-study__standfirst">{standfirst}</p>
          <p className="case-study__date">
            <time dateTime={date}>{formatDay(date)}</time>
          </p>
        </div>
        <div className="container case-study__picture">
          <Img image={image} className="case-study__image" priority />
        </div>
      </header>
      <div className="container case-study__layout">
        <section className="case-study__outcomes" aria-labelledby={`${id ?? 'case'}-outcomes`}>
          <h2 id={`${id ?? 'case'}-outcomes`} className="case-study__label">
            Outcomes
          </h2>
          <dl>
            {outcomes.map((outcome) => (
              <div key={outcome.label} className="case-study__outcome">
                <dt>{outcome.label}</dt>
                <dd>{outcome.figure}</dd>
              </div>
            ))}
          </dl>
        </section>
        <Prose className="case-study__story">
          <h2>The challenge</h2>
          {challenge.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h2>What we did</h2>
          {approach.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {quote && (
            <figure className="case-study__quote">
              <blockquote>
                <p>{quote.text}</p>
              </blockquote>
              <figcaption>
                <span className="case-study__quote-name">{quote.name}</span>
                {quote.role && <>, {quote.role}</>}
              </figcaption>
            </figure>
          )}
          {(serviceLinks.length > 0 || tags.length > 0) && (
            <div className="case-study__facts">
              {serviceLinks.length > 0 && (
                <div>
                  <h2 className="case-study__label">Services</h2>
                  <ul>
                    {serviceLinks.map((service) => (
                      <li key={service.path}>
                        <SmartLink href={service.path}>{service.name}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {tags.length > 0 && (
                <div>
                  <h2 className="case-study__label">More on</h2>
                  <ul>
                    {tags.map((tag) => (
                      <li key={tag.path}>
                        <SmartLink href={tag.path}>{tag.label}</SmartLink>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          )}
        </Prose>
      </div>
    </article>
  );
}
