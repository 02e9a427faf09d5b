import type { ReactElement } from 'react';
import type { PageData } from '../registry/page-data.ts';
import type { Section } from '../registry/schema.ts';

/*
 * How a page's rendered sections are arranged. Most looks keep them in order (their styles are in
 * src/styles/looks/); "form" puts the page's form beside its hero, in one band at the top, so a
 * visitor who came for the form finds it in the first screen.
 */
export function arrangeSections(look: PageData['look'], sections: readonly Section[], rendered: (ReactElement | null)[]): (ReactElement | null)[] {
  if (look !== 'form') return rendered;
  const form = sections.findIndex((section) => section.type === 'form');
  if (form <= 0 || sections[0]?.type !== 'hero') return rendered;
  const top = (
    <div key="page-top" className="page-top">
      <div className="container page-top__grid">
        {rendered[0]}
        {rendered[form]}
      </div>
    </div>
  );
  return [top, ...rendered.filter((_, index) => index !== 0 && index !== form)];
}
