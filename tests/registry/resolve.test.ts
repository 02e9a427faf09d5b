import { describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { resolveAssets } from '../../src/registry/resolve.ts';

const checked = checkRegistryFile('pages.json');
if (!checked.ok) throw new Error(checked.errors.join('\n'));
const inline = (src: string) => `data:image/svg+xml,${src}`;
const resolved = resolveAssets(checked.registry, (src) => ({ url: `/img/${src}`, width: 640, height: 480, inline: inline(src) }));

describe('resolveAssets', () => {
  it('writes a small SVG of a page\'s first section into the page, and links every other image', () => {
    for (const [id, page] of Object.entries(checked.registry.pages)) {
      const images = JSON.stringify(resolved.pages[id]!.sections.slice(1));
      expect(images, id).not.toContain('data:image');
      const first = page.sections[0] as { image?: { src: string } };
      if (first.image) expect((resolved.pages[id]!.sections[0] as { image: { src: string } }).image).toEqual({ src: inline(first.image.src), alt: expect.any(String), width: 640, height: 480 });
    }
    expect(JSON.stringify(resolved.site)).not.toContain('data:image');
  });

  it('links an image that has no inline form', () => {
    const linked = resolveAssets(checked.registry, (src) => ({ url: `/img/${src}` }));
    expect(JSON.stringify(linked.pages)).not.toContain('data:image');
  });
});
