import { copyFileSync, readFileSync, renameSync, rmSync } from 'node:fs';
import type { Registry } from '../../src/registry/schema.ts';
import type { BootLoader } from './bundles.ts';
import { isStaffRoute, type StaffAreaRoute } from '../../src/registry/staff-area.ts';
import type { BuildContext } from './context.ts';
import { write } from './files.ts';
import { inputsHash } from './inputs.ts';
import type { BuiltRoute } from './prerender.ts';

/** What the server reads from a build (redirects, the mode) and what tests and the bench measure (each route's scripts). */
export interface BuildManifest {
  builtAt: string;
  mode: BuildContext['mode'];
  /** A hash of every input (scripts/build/inputs.ts): npm start rebuilds when it differs. */
  inputs: string;
  redirects: Record<string, string>;
  routes: Pick<BuiltRoute, 'path' | 'file' | 'chunks' | 'public'>[];
  /** The registry's routes of the staff area: the server isolates their documents (src/registry/staff-area.ts). */
  staffRoutes: StaffAreaRoute[];
  /** The CSP sources (`sha256-…`) of the one inline script every page carries, the loader: the server allows exactly it. */
  scriptHashes: string[];
}

/** The manifest of the build in `folder`, or undefined when there is none (or it cannot be read). */
export function readManifest(folder: string): Partial<BuildManifest> | undefined {
  try {
    return JSON.parse(readFileSync(`${folder}/build-manifest.json`, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether `manifest` is that of a production build of exactly today's inputs for `registryFile`
 * (scripts/build/inputs.ts): the one build `npm start` serves, and tests reuse, without building.
 */
export function isProductionBuildOf(manifest: Partial<BuildManifest> | undefined, registryFile: string): boolean {
  return manifest?.mode === 'production' && manifest.inputs === inputsHash(registryFile);
}

export function writeManifest(context: BuildContext, registry: Registry, routes: BuiltRoute[], loader: BootLoader): void {
  const manifest: BuildManifest = {
    builtAt: new Date().toISOString(),
    mode: context.mode,
    inputs: context.inputs,
    redirects: Object.fromEntries(registry.routes.flatMap((route) => (route.redirect ? [[route.path, route.redirect]] : []))),
    routes: routes.map(({ path, file, chunks, public: isPublic }) => ({ path, file, chunks, public: isPublic })),
    staffRoutes: registry.routes.filter(isStaffRoute).map(({ path, component, protected: isProtected }) => ({ path, component, protected: isProtected })),
    scriptHashes: [loader.hash],
  };
  write(`${context.outDir}/build-manifest.json`, JSON.stringify(manifest, null, 2));
}

export function copyFavicon(context: BuildContext): void {
  copyFileSync('src/assets/favicon.svg', `${context.outDir}/favicon.svg`);
}

/** Swaps the finished site in for the old one. */
export function publish(context: BuildContext): void {
  rmSync(context.target, { recursive: true, force: true });
  renameSync(context.outDir, context.target);
}
