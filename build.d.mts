/** Types for build.mjs (plain ESM so `node`/`tsx` can run it directly). */
export function build(options?: { dev?: boolean; quiet?: boolean; outDir?: string; registryFile?: string }): Promise<boolean>;
