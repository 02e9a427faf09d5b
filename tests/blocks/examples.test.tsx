/*
 * Every block's example data, rendered the way pages are: through loadBlocks and PageRenderer, inside
 * the shared-items context, on the server. Each example must validate against its own schema, refer
 * only to shared items and images that exist, and show its key content in the HTML.
 */
import { existsSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { beforeAll, describe, expect, it } from 'vitest';
import { blocks } from '../../src/blocks/index.ts';
import { loadBlocks } from '../../src/renderer/block-loader.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';
import { SharedContext, ShellContext } from '../../src/lib/shell-context.tsx';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { shellDataFor } from '../../src/registry/resolve.ts';

const checked = checkRegistryFile('pages.json');
if (!checked.ok) throw new Error(checked.errors.join('\n'));
/*
 * The examples name shared items by id (the block catalogue shows them with today's content). An
 * author may remove one of those items from pages.json: the example then borrows a copy of another
 * item of its kind, so these tests never depend on which items pages.json holds today. What the
 * HTML must show is read from the items the example uses.
 */
const realShared = checked.registry.shared;
type SharedKind = keyof typeof realShared;
const REFERENCES: Record<string, SharedKind> = { awards: 'awards', award: 'awards', testimonial: 'testimonials', industries: 'industries', clients: 'clients', offices: 'offices', positions: 'positions', people: 'people' };
const shared = structuredClone(realShared) as Record<SharedKind, Record<string, unknown>>;
/** The kind of shared item a field of a block names ("items" of testimonials are testimonials). */
const kindOf = (type: string, key: string): SharedKind | undefined => (type === 'testimonials' && key === 'items' ? 'testimonials' : REFERENCES[key]);
const lend = (type: string, value: unknown, kind?: SharedKind): void => {
  if (typeof value === 'string' && kind && !(value in shared[kind])) shared[kind][value] = structuredClone(Object.values(shared[kind])[0]);
  else if (Array.isArray(value)) value.forEach((item) => lend(type, item, kind));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) lend(type, child, kindOf(type, key));
};
for (const block of blocks) lend(block.type, block.example);
const exampleOf = (type: string) => blocks.find((block) => block.type === type)!.example as Record<string, unknown>;
const item = <T,>(kind: SharedKind, id: unknown) => shared[kind][id as string] as T;
const shell = shellDataFor(checked.registry, '/data');

function render(section: unknown): string {
  return renderToString(
    <Router ssrPath="/">
      <ShellContext.Provider value={shell}>
        <SharedContext.Provider value={shared as typeof realShared}>
          <PageRenderer sections={[section as never]} />
        </SharedContext.Provider>
      </ShellContext.Provider>
    </Router>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/\s+/g, ' ');

/** Every string in the example that a reader should see, except ids, links, image data and the files of Markdown bodies. */
function visibleStrings(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return ['type', 'id', 'href', 'src', 'alt', 'style', 'date', 'updated', 'form', 'body'].includes(key) || /^(\/|#|https?:)/.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => visibleStrings(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([childKey, child]) => visibleStrings(child, childKey));
  return [];
}

beforeAll(async () => {
  await loadBlocks(blocks.map((block) => block.type));
});

describe('block examples', () => {
  for (const block of blocks) {
    describe(block.type, () => {
      it('validate against the block schema', () => {
        expect(block.schema.safeParse(block.example).error).toBeUndefined();
      });

      it('render with their content in the server HTML', () => {
        const html = render(block.example);
        expect(html).not.toContain('Unknown block type');
        const shown = text(html);
        const sharedKinds = ['industries', 'testimonials', 'awards', 'offices', 'positions', 'items'];
        for (const value of visibleStrings(block.example)) {
          if (Object.values(shared).some((items) => Object.keys(items as object).includes(value))) continue; // an id of a shared item
          if (sharedKinds.includes(value)) continue;
          expect(shown, `${block.type} shows "${value}"`).toContain(value.replace(/\s+/g, ' '));
        }
      });

      it('refer to images that exist', () => {
        const json = JSON.stringify(block.example);
        for (const [, src] of json.matchAll(/"src":"([^"]+)"/g)) expect(existsSync(`src/assets/images/${src}`), src).toBe(true);
      });
    });
  }
});

describe('blocks that show shared items', () => {
  it('testimonials: three quotes with name and role, and the Get started and Contact us buttons', () => {
    const html = render(exampleOf('testimonials'));
    expect(html.match(/class="testimonial"/g)).toHaveLength(3);
    // "Person, Role, Company": the person, then the role.
    const [person, ...role] = item<{ name: string }>('testimonials', (exampleOf('testimonials').items as string[])[0]).name.split(', ');
    expect(text(html)).toContain(`${person} ${role.join(', ')}`);
    expect(html).toContain('href="/get-started"');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('industries-served: three cards, each with a Learn More link to its industry page', () => {
    const html = render(exampleOf('industries-served'));
    expect(html.match(/class="industry-card"/g)).toHaveLength(3);
    expect(html.match(/>Learn More</g)).toHaveLength(3);
    for (const id of exampleOf('industries-served').industries as string[]) expect(html).toContain(`href="${item<{ path: string }>('industries', id).path}"`);
  });

  it('awards-row: four badges with their alt texts', () => {
    const html = render(exampleOf('awards-row'));
    expect(html.match(/class="award-badge"/g)).toHaveLength(4);
    for (const id of exampleOf('awards-row').awards as string[]) expect(html).toContain(`alt="${item<{ image: { alt: string } }>('awards', id).image.alt.replace(/&/g, '&amp;')}"`);
  });

  it('offices and positions: addresses, phone and e-mail links; apply links to #apply', () => {
    const offices = render(exampleOf('offices'));
    for (const id of exampleOf('offices').offices as string[]) {
      const office = item<{ phone: string; email: string }>('offices', id);
      expect(offices).toContain(`href="tel:${office.phone.replace(/[^+\d]/g, '')}"`);
      expect(offices).toContain(`href="mailto:${office.email}"`);
    }
    const positions = render(blocks.find((block) => block.type === 'open-positions')!.example);
    expect(positions.match(/href="#apply"/g)).toHaveLength(2);
  });
});

describe('card links', () => {
  it('default to /get-started when a card names no link', () => {
    for (const type of ['service-list', 'insight-cards', 'blog-teasers']) {
      const example = blocks.find((block) => block.type === type)!.example as Record<string, unknown>;
      const html = render(example);
      expect(html, type).toContain('href="/get-started"');
    }
  });

  it('keep a link the card names', () => {
    const html = render(blocks.find((block) => block.type === 'service-list')!.example);
    expect(html).toContain('href="/data-automation-ai/data-governance"');
  });
});

describe('dates', () => {
  it('read the same in every block that shows one: "14 September 2026"', () => {
    const html = render({ ...blocks.find((block) => block.type === 'blog-teasers')!.example, posts: [{ title: 'A dated post', excerpt: 'Its excerpt.', date: '2026-09-14', image: { src: 'insights/zero-copy-data-cloud.svg', alt: '' } }, { title: 'Another dated post', excerpt: 'Its excerpt.', date: '2026-10-02', image: { src: 'insights/zero-copy-data-cloud.svg', alt: '' } }] });
    expect(html).toContain('<time dateTime="2026-09-14">14 September 2026</time>');
  });
});

describe('carousels in the server HTML', () => {
  it('render every card, readable, with arrows and a slide announcement', () => {
    const html = render(blocks.find((block) => block.type === 'problem-cards')!.example);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Previous slide"');
    expect(html).toContain('aria-label="Next slide"');
    expect(html).toMatch(/aria-live="polite"[^>]*>Slide 1 of 3</);
    expect(html).not.toContain('is-enhanced'); // only after hydration
    expect(html).not.toContain('reveal-armed');
  });

  it('render every why-us reason open, each title a button for the reader', () => {
    const example = blocks.find((block) => block.type === 'why-us')!.example as { slides: { title: string; text: string }[] };
    const html = render(example);
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(example.slides.length);
    for (const slide of example.slides) expect(html).toContain(slide.text);
    expect(html).not.toContain(' hidden=""');
    expect(html).not.toContain('is-enhanced');
  });
});
