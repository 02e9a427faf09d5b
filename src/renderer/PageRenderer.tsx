import type { Section } from '../registry/schema.ts';
import { blockComponent } from './block-loader.ts';

const isDevelopment = process.env.NODE_ENV !== 'production';

/**
 * Renders a page's sections in order, each by the component of its block type. The registry check
 * refuses unknown types before a build, so the placeholder only shows while someone is editing.
 */
export function PageRenderer({ sections }: { sections: readonly Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const Component = blockComponent(section.type);
        const key = `${section.type}-${section.id ?? index}`;
        if (Component) return <Component key={key} {...section} />;
        return isDevelopment ? <UnknownBlock key={key} type={section.type} /> : null;
      })}
    </>
  );
}

function UnknownBlock({ type }: { type: string }) {
  return (
    <div className="unknown-block" role="note">
      Unknown block type <code>{type}</code>: add <code>src/blocks/{type}/</code> or fix the type in pages.json.
    </div>
  );
}
