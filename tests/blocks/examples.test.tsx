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
const shared = checked.registry.shared;
const shell = shellDataFor(checked.registry, '/data');

function render(section: unknown): string {
  return renderToString(
    <Router ssrPath="/">
      <ShellContext.Provider value={shell}>
        <SharedContext.Provider value={shared}>
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
    const html = render(blocks.find((block) => block.type === 'testimonials')!.example);
    expect(html.match(/class="testimonial"/g)).toHaveLength(3);
    expect(text(html)).toContain('Maya Chen CIO, Harborline Bank');
    expect(html).toContain('href="/get-started"');
    expect(html).toContain('aria-haspopup="dialog"');
  });

  it('industries-served: three cards, each with a Learn More link to its industry page', () => {
    const html = render(blocks.find((block) => block.type === 'industries-served')!.example);
    expect(html.match(/class="industry-card"/g)).toHaveLength(3);
    expect(html.match(/>Learn More</g)).toHaveLength(3);
    expect(html).toContain('href="/industries/healthcare"');
  });

  it('awards-row: four badges with their alt texts', () => {
    const html = render(blocks.find((block) => block.type === 'awards-row')!.example);
    expect(html.match(/class="award-badge"/g)).toHaveLength(4);
    expect(html).toContain('alt="DevOps Excellence Award 2025 badge"');
  });

  it('offices and positions: addresses, phone and e-mail links; apply links to #apply', () => {
    const offices = render(blocks.find((block) => block.type === 'offices')!.example);
    expect(offices).toContain('href="tel:+15125550142"');
    expect(offices).toContain('href="mailto:uk@northbeam.consulting"');
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
