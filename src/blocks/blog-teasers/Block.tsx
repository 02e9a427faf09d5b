import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { GET_STARTED, Img, SectionHeading, SmartLink, gridStyle } from '../kit.ts';
import { formatDay } from '../../ui/date.ts';

export default function BlogTeasers({ id, eyebrow, heading, intro, posts }: BlockProps<typeof block>) {
  return (
    <section className="section blog-teasers" id={id}>
      <div className="container">
        <SectionHeading eyebrow={eyebrow} heading={heading} intro={intro} />
        <ul className="card-grid blog-teasers__list" style={gridStyle(posts.length, 3)}>
          {posts.map((post) => (
            <li key={post.title} className="blog-teaser">
              <Img image={post.image} className="blog-teaser__image" />
              <div className="blog-teaser__body">
                <p className="blog-teaser__meta">
                  <time dateTime={post.date}>{formatDay(post.date)}</time>
                  {post.readingMinutes && ` · ${post.readingMinutes} min read`}
                </p>
                <h3>{post.title}</h3>
                <p>{post.excerpt}</p>
                <SmartLink href={post.href ?? GET_STARTED} className="blog-teaser__link">
                  Read more<span className="visually-hidden">{`: ${post.title}`}</span>
                  <span aria-hidden="true"> →</span>
                </SmartLink>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
