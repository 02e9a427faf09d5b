import { useEffect, type ReactElement } from 'react';
import { armReveals } from '../lib/motion/use-reveal.ts';
import type { PageData } from '../registry/page-data.ts';
import type { Section } from '../registry/schema.ts';
// From the blocks' kit, not its own file: the kit is one chunk every page loads (see kit.ts).
import { PageTemplateContext } from '../blocks/kit.ts';
import { blockComponent } from './block-loader.ts';
import { arrangeSections } from './layouts.tsx';
import { adoptedSection } from './static-blocks.ts';

const isDevelopment = process.env.NODE_ENV !== 'production';

/**
 * Renders a page's sections, each by the component of its block type, arranged by the page's
 * look (layouts.tsx) inside a wrapper that names its template and look, which the styles key on. The
 * registry check refuses unknown types before a build, so the placeholder only shows while
 * someone is editing.
 */
export function PageRenderer({ sections, template = 'basic', look = 'standard', pageId = '' }: { sections: readonly Section[]; template?: PageData['template']; look?: PageData['look']; pageId?: string }) {
  const rendered = sections.map((section, index): ReactElement | null => {
    const Component = blockComponent(section.type);
    const key = `${section.type}-${section.id ?? index}`;
    if (Component) return <Component key={key} {...section} />;
    // A static block on the page the visit landed on: its prerendered HTML, without its code.
    const adopted = adoptedSection(pageId, index, key);
    if (adopted) return adopted;
    return isDevelopment ? <UnknownBlock key={key} type={section.type} /> : null;
  });
  // Scroll entrances for the page's blocks (data-reveals), adopted prerendered markup included.
  useEffect(() => armReveals(document.getElementById('main') ?? document), [sections]);
  return (
    <PageTemplateContext.Provider value={{ template, look }}>
      <div className={`page page--${template} look-${look}`}>{arrangeSections(look, sections, rendered)}</div>
    </PageTemplateContext.Provider>
  );
}

function UnknownBlock({ type }: { type: string }) {
  return (
    <div className="unknown-block" role="note">
      Unknown block type <code>{type}</code>: add <code>src/blocks/{type}/</code> or fix the type in pages.json.
    </div>
  );
}
