import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import type { ArticleComputed } from '../../registry/insights-data.ts';
import { formatDay } from '../../ui/date.ts';
import { Prose } from '../../ui/Prose.tsx';
import { Img, SmartLink, useShared } from '../kit.ts';

/**
 * An article: its header (tags, title, standfirst, author and date, the picture) and its body,
 * which the build rendered from Markdown (raw HTML off: the HTML is the build's, never an author's).
 */
export default function Article({ id, title, standfirst, author, date, updated, image, html, readingMinutes, tags = [] }: BlockProps<typeof block> & ArticleComputed) {
  const person = useShared('people', author);
  return (
    <article className="article" id={id}>
      <header className="article__header">
        <div className="container article__intro">
          {tags.length > 0 && (
            <ul className="article__tags" aria-label="Topics">
              {tags.map((tag) => (
                <li key={tag.path}>
                  <SmartLink href={tag.path}>{tag.label}</SmartLink>
                </li>
              ))}
            </ul>
          )}
          <h1 className="article__title">{title}</h1>
          <p className="article__standfirst">{standfirst}</p>
          <div className="article__byline">
            {person?.portrait && <Img image={person.portrait} className="article__portrait" inline={false} />}
            <p>
              {person && (
                <span className="article__author">
                  By {person.page ? <SmartLink href={person.page}>{person.name}</SmartLink> : person.name}
                  <span className="article__role">, {person.role}</span>
                </span>
              )}
              <span className="article__date">
                <time dateTime={date}>{formatDay(date)}</time>
                {updated && (
                  <>
                    {' · Updated '}
                    <time dateTime={updated}>{formatDay(updated)}</time>
                  </>
                )}
                {readingMinutes && ` · ${readingMinutes} min read`}
              </span>
            </p>
          </div>
        </div>
        <div className="container article__picture">
          <Img image={image} className="article__image" priority />
        </div>
      </header>
      {html && (
        <div className="container article__body">
          <Prose html={html} />
        </div>
      )}
    </article>
  );
}
