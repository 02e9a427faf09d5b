import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Img } from '../kit.ts';

const formatDate = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export default function RichText({ id, heading, updated, intro, content }: BlockProps<typeof block>) {
  return (
    <section className="section rich-text" id={id}>
      <div className="container rich-text__body">
        {heading && <h2>{heading}</h2>}
        {updated && (
          <p className="rich-text__updated">
            Last updated: <time dateTime={updated}>{formatDate(updated)}</time>
          </p>
        )}
        {intro && <p className="rich-text__intro">{intro}</p>}
        {content.map((node, index) => {
          if (node.type === 'heading') {
            const Heading = node.level === 2 ? 'h2' : 'h3';
            return (
              <Heading key={index} id={node.id}>
                {node.text}
              </Heading>
            );
          }
          if (node.type === 'list') {
            const List = node.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {node.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </List>
            );
          }
          if (node.type === 'gallery') {
            return (
              <ul key={index} className="rich-text__gallery">
                {node.items.map((item) => (
                  <li key={item.caption}>
                    <figure>
                      <Img image={item.image} sizes="240px" />
                      <figcaption>{item.caption}</figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            );
          }
          if (node.type === 'code') {
            return (
              <pre key={index} className="rich-text__code" tabIndex={0}>
                <code>{node.text}</code>
              </pre>
            );
          }
          return <p key={index}>{node.text}</p>;
        })}
      </div>
    </section>
  );
}
