import type { ReactElement } from 'react';
import type { PageData } from '../registry/page-data.ts';
import type { Section } from '../registry/schema.ts';

/*
 * How a page's rendered sections are arranged. Most looks keep them in order (their styles are in
 * src/styles/looks/); "form" puts the page's form beside its hero, in one band at the top, so a
 * visitor who came for the form finds it in the first screen.
 */

/** The index of the form that the "form" look sets beside the hero, or -1 where the page keeps its order. */
function topForm(look: PageData['look'], sections: readonly Section[]): number {
  if (look !== 'form' || sections[0]?.type !== 'hero') return -1;
  const form = sections.findIndex((section) => section.type === 'form');
  return form > 0 ? form : -1;
}

/** The sections' indices in the order the page shows them (the top band's two first). */
export function arrangedOrder(look: PageData['look'], sections: readonly Section[]): number[] {
  const form = topForm(look, sections);
  const all = sections.map((_, index) => index);
  return form < 0 ? all : [0, form, ...all.filter((index) => index !== 0 && index !== form)];
}

export function arrangeSections(look: PageData['look'], sections: readonly Section[], rendered: (ReactElement | null)[]): (ReactElement | null)[] {
  const form = topForm(look, sections);
  if (form < 0) return rendered;
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
