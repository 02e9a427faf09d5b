import type { ResolvedAsset } from '../../src/registry/resolve.ts';
import type { Registry } from '../../src/registry/schema.ts';
import type { BuildContext } from './context.ts';
import { hash, write } from './files.ts';
import { renderPortrait } from './portraits.ts';

/** The image name a generated portrait is published under (it has no file in src/assets/images). */
const portraitName = (kind: string, id: string) => `portraits/${kind}-${id}.svg`;
const SIZE = 160;

/**
 * Every person and quoted client without a portrait of their own gets an illustrated one, drawn
 * from their id (portraits.ts), published like any image and named in a copy of the registry, so
 * the pages show people without anyone drawing or naming a file. Returns that copy.
 */
export function publishPortraits(context: BuildContext, registry: Registry, assets: Map<string, ResolvedAsset>): Registry {
  const copy = structuredClone(registry);
  const draw = (kind: string, id: string, person: { name: string; portrait?: { src: string; alt: string }; portraitSeed?: string }) => {
    if (person.portrait) return;
    const name = portraitName(kind, id);
    const svg = renderPortrait(person.portraitSeed ?? `${kind}:${id}`, { size: SIZE });
    const url = `/assets/img/${name.replace(/\.svg$/, `-${hash(svg)}.svg`)}`;
    write(`${context.outDir}${url}`, svg);
    assets.set(name, { url, width: SIZE, height: SIZE });
    // The portrait sits beside the person's name, which says who it is.
    person.portrait = { src: name, alt: '' };
  };
  for (const [id, person] of Object.entries(copy.shared.people ?? {})) draw('person', id, person);
  for (const [id, testimonial] of Object.entries(copy.shared.testimonials)) draw('client', id, testimonial);
  return copy;
}
