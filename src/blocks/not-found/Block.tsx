import type { BlockProps } from '../define.ts';
import type block from './schema.ts';
import { Cta, SmartLink, useShell } from '../kit.ts';

/** The 404 page: the number large, what happened, the way home, and the site's main sections as a way on. */
export default function NotFound({ heading, text, action }: BlockProps<typeof block>) {
  const { menus } = useShell();
  const ways = menus.main.filter((item) => item.path && item.path !== '/' && item.path !== action.href);
  return (
    <section className="not-found" aria-labelledby="page-heading">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div className="not-found__copy">
          <h1 id="page-heading">{heading}</h1>
          <p className="not-found__text">{text}</p>
          <Cta cta={action} />
          {ways.length > 0 && (
            <nav className="not-found__ways" aria-label="Main sections">
              <ul>
                {ways.map((item) => (
                  <li key={item.id}>
                    <SmartLink href={item.path!}>{item.title}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </section>
  );
}
