/**
 * The layer rules, in one place. Imports flow down only:
 *
 *   registry  →  lib / ui  →  blocks  →  renderer  →  layout / features  →  app
 *
 * A module may import its own layer and the layers before it, never a later one. `npm test`
 * runs this (`npm run lint`), so a backwards import fails the build with the rule's name.
 *
 * - registry: what pages.json is (zod schemas, checks, resolver, the data types the browser
 *   receives), the form schemas shared with the server, and each block's schema (no React: the
 *   registry schema is built from them).
 * - lib / ui: the fetch layer, token, contexts and motion helpers; small shared components and
 *   the form and dialog kit.
 * - blocks: each block's component (src/blocks/<type>/Block.tsx and what it alone uses).
 * - renderer: maps a page's sections to block components.
 * - layout / features: the site frame, and screens that are code (sign-in, contact, dashboard).
 * - app: routing, page loading, the browser and prerender entries.
 * The server (src/server) is beside the browser stack: it may use the registry layer (form
 * schemas, registry checks) and nothing that renders.
 */
const layers = [
  { name: 'registry', paths: ['^src/registry/', '^src/forms/', '^src/blocks/(index|define|common)\\.ts$', '^src/blocks/[^/]+/schema\\.ts$'] },
  { name: 'lib-ui', paths: ['^src/lib/', '^src/ui/'] },
  { name: 'blocks', paths: ['^src/blocks/'] },
  { name: 'renderer', paths: ['^src/renderer/'] },
  { name: 'layout-features', paths: ['^src/layout/', '^src/features/'] },
  { name: 'app', paths: ['^src/app/'] },
];

const browserCode = '^src/(registry|forms|lib|ui|blocks|renderer|layout|features|app)/';

const layerRules = layers.map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} may import only ${layers
    .slice(0, index + 1)
    .map((allowed) => allowed.name)
    .join(', ')} (imports flow down: ${layers.map((each) => each.name).join(' → ')})`,
  severity: 'error',
  from: { path: layer.paths, pathNot: layers.slice(0, index).flatMap((earlier) => earlier.paths) },
  to: { path: browserCode, pathNot: layers.slice(0, index + 1).flatMap((allowed) => allowed.paths) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'server-uses-registry-only',
      comment: 'the server may use the registry layer (form schemas, registry checks), never code that renders',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: browserCode, pathNot: layers[0].paths },
    },
    {
      name: 'no-circular',
      comment: 'a cycle (even through a dynamic import) makes load order fragile and the layers meaningless',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/assets/' },
  },
};
