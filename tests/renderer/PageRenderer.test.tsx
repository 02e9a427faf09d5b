import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import type { Section } from '../../src/registry/schema.ts';
import { loadBlocks } from '../../src/renderer/block-loader.ts';
import { PageRenderer } from '../../src/renderer/PageRenderer.tsx';

describe('PageRenderer', () => {
  it('renders sections in order, each by the component of its type', async () => {
    const sections = [
      { type: 'rich-text', content: [{ type: 'paragraph', text: 'First section.' }] },
      { type: 'call-to-action', heading: 'Second section', actions: [{ label: 'Get Started', href: '/get-started' }] },
    ] as Section[];
    await loadBlocks(sections.map((section) => section.type));
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <PageRenderer sections={sections} />
      </Router>,
    );
    expect(html.indexOf('First section.')).toBeGreaterThan(-1);
    expect(html.indexOf('Second section')).toBeGreaterThan(html.indexOf('First section.'));
  });

  it('shows a visible placeholder for an unknown block type while developing', async () => {
    const sections = [{ type: 'heor', heading: 'x' }] as unknown as Section[];
    await loadBlocks(['heor']);
    const html = renderToStaticMarkup(<PageRenderer sections={sections} />);
    expect(html).toContain('role="note"');
    expect(html).toContain('Unknown block type <code>heor</code>: add <code>src/blocks/heor/</code> or fix the type in pages.json.');
  });
});
