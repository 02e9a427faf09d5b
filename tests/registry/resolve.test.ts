import { describe, expect, it } from 'vitest';
import { checkRegistryFile } from '../../src/registry/check.ts';
import { resolveAssets } from '../../src/registry/resolve.ts';

const checked = checkRegistryFile('pages.json');
if (!checked.ok) throw new Error(checked.errors.join('\n'));
const inline = (src: string) => ({ viewBox: '0 0 640 480', body: `<title>${src}</title>` });
const resolved = resolveAssets(checked.registry, (src) => ({ url: `/img/${src}`, width: 640, height: 480, inline: inline(src) }));

describe('resolveAssets', () => {
  it("gives the markup of a small SVG in a page's first section and the site's logo, and only a link to every other image", () => {
    for (const [id, page] of Object.entries(checked.registry.pages)) {
      const images = JSON.stringify(resolved.pages[id]!.sections.slice(1));
      expect(images, id).not.toContain('"svg"');
      const first = page.sections[0] as { image?: { src: string } };
      if (first.image) expect((resolved.pages[id]!.sections[0] as { image: object }).image).toEqual({ src: `/img/${first.image.src}`, alt: expect.any(String), width: 640, height: 480, svg: inline(first.image.src) });
    }
    expect(resolved.site.logo).toMatchObject({ src: `/img/${checked.registry.site.logo.src}`, svg: inline(checked.registry.site.logo.src) });
  });

  it('links an image that has no inline form', () => {
    const linked = resolveAssets(checked.registry, (src) => ({ url: `/img/${src}` }));
    expect(JSON.stringify(linked)).not.toContain('"svg"');
  });
});
