import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as esbuild from 'esbuild';
import { screenSources } from './chunks.ts';
import type { BuildContext } from './context.ts';
import { filesUnder, hash, write } from './files.ts';

/**
 * The stylesheet, in two forms. Each page inlines only the rules it needs at first paint (a
 * separate file would cost a slow link a render-blocking round trip, and the whole stylesheet
 * would double the HTML's size on a first visit); the whole stylesheet is also published as a
 * file, which the app loads after the first paint for the pages a visitor moves on to.
 */
export interface Stylesheets {
  /** URL of the whole stylesheet ('' in development builds, whose pages inline all of it). */
  url: string;
  /** The print stylesheet's URL (print.ts), linked with media="print". */
  printUrl?: string;
  /**
   * The rules a page needs: tokens and base, the layout's and shared UI's styles for the modules its
   * first-load code holds (`sources`, see firstLoad in chunks.ts), then its blocks' and its screen's styles.
   */
  forPage(needs: { blocks: string[]; screen?: string; look?: string; sources: Set<string>; firstScreen?: string[] }): string;
}

/**
 * Every stylesheet source, in cascade order: tokens and base first, then layout, shared UI, the
 * blocks, the page looks (which adjust blocks on a kind of page) and the features.
 */
function sources(): string[] {
  const under = (dir: string) => (existsSync(dir) ? filesUnder(dir).filter((file) => file.endsWith('.css')).map((file) => join(dir, file)) : []);
  return ['src/styles/tokens.css', 'src/styles/base.css', ...['src/layout', 'src/ui', 'src/blocks', 'src/styles/looks', 'src/features'].flatMap(under)];
}

/** A stylesheet source, minified, with what decides which pages need it. */
interface Part {
  file: string;
  text: string;
  /** For a layout or shared-UI stylesheet: the modules it styles (stylesModules). */
  styles?: string[];
}

/**
 * Whether a page needs a stylesheet source: tokens and base always; a block's or feature's own
 * folder only when used; a look's only on pages of that look; a layout or shared-UI stylesheet when the page's first-load code holds a
 * module it styles (so the form styles stay off a page with no form; a dialog opened later waits
 * for the whole stylesheet).
 */
function isNeeded(part: Part, blocks: Set<string>, featureDir: string | undefined, look: string | undefined, sources: Set<string>): boolean {
  const block = /^src\/blocks\/([^/]+)\//.exec(part.file)?.[1];
  if (block) return blocks.has(block);
  const pageLook = /^src\/styles\/looks\/([^/]+)\.css$/.exec(part.file)?.[1];
  if (pageLook) return pageLook === look;
  const feature = /^src\/features\/[^/]+\//.exec(part.file)?.[0];
  if (feature) return feature === featureDir;
  return part.styles ? part.styles.some((module) => sources.has(module)) : true;
}

/**
 * Stylesheets of parts no first screen shows (the footer, carousels below it, toasts, the loading
 * shape): a content page leaves them, with every block after its first screen, to the whole
 * stylesheet, which the loader applies once the first content is on screen (see forPage).
 */
// An article's text and the cards of further reading start below its header and picture.
const AFTER_FIRST_SCREEN = ['src/layout/footer.css', 'src/layout/loader.css', 'src/layout/route-error.css', 'src/ui/carousel.css', 'src/ui/form/toast.css', 'src/ui/prose.css', 'src/ui/insight-tile.css'];

/** Whether a part a page needs is needed for its first screen: `firstScreen` names the blocks there. */
function isFirstScreen(part: Part, firstScreen: Set<string>): boolean {
  const block = /^src\/blocks\/([^/]+)\//.exec(part.file)?.[1];
  if (block) return firstScreen.has(block);
  if (part.file === 'src/ui/form/forms.css') return firstScreen.has('form');
  return !AFTER_FIRST_SCREEN.includes(part.file);
}

const comparable = (name: string) => name.replace(/\.[a-z]+$/, '').replace(/-/g, '').toLowerCase();

/** The modules a stylesheet styles: the one beside it of the same name (carousel.css, Carousel.tsx), else every module in its folder. */
function stylesModules(file: string): string[] {
  const folder = dirname(file);
  const modules = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'));
  const namesake = modules.filter((name) => comparable(name) === comparable(basename(file)));
  return (namesake.length > 0 ? namesake : modules).map((name) => `${folder}/${name}`);
}

/** `fontFaces`: the display face's @font-face rules (fonts.ts), which every page carries after the tokens. */
export async function bundleCss(context: BuildContext, fontFaces = ''): Promise<Stylesheets> {
  const files = sources();
  const result = await esbuild.build({
    entryPoints: files,
    bundle: true,
    minify: !context.dev,
    outbase: '.',
    outdir: `${context.outDir}/assets/css-parts`,
    write: false,
    logLevel: 'warning',
  });
  const parts = files.map((file): Part => {
    const output = result.outputFiles.find((candidate) => candidate.path.endsWith(`/assets/css-parts/${file}`));
    if (!output) throw new Error(`No CSS output for ${file}`);
    const text = output.text.trim();
    if (/<\/style/i.test(text)) throw new Error(`${file} contains "</style", which would end its page's inline <style> element.`);
    // Read once per build, not once per page.
    return { file, text, ...(/^src\/(ui|layout)\//.test(file) ? { styles: stylesModules(file) } : {}) };
  });
  const FONT_FACES = 'scripts/build/fonts.ts';
  if (fontFaces) parts.splice(1, 0, { file: FONT_FACES, text: fontFaces });
  const concat = (chosen: typeof parts) => chosen.map((part) => part.text).join(context.dev ? '\n' : '');
  const whole = concat(parts);
  if (context.dev) return { url: '', forPage: () => whole };

  // Every page inlines the @font-face rules; the same rules in the whole stylesheet would be a second
  // face of the same file, and the browser fetched the font twice.
  const stylesheet = concat(parts.filter((part) => part.file !== FONT_FACES));
  const url = `/assets/site-${hash(stylesheet)}.css`;
  write(`${context.outDir}${url}`, stylesheet);
  const screens = screenSources();
  return {
    url,
    /**
     * The rules a page inlines. A content page (`firstScreen` given) inlines only what its first
     * screen shows: the HTML of every page must fit a new connection's first round trip, and the
     * rest of the page is not laid out until the whole stylesheet has arrived (boot.ts). A code
     * screen (sign-in, dashboard) inlines all it needs.
     */
    forPage({ blocks, screen, look, sources, firstScreen }) {
      const featureDir = screen ? /^src\/features\/[^/]+\//.exec(screens[screen] ?? '')?.[0] : undefined;
      const used = new Set(blocks);
      const first = firstScreen && new Set(firstScreen);
      const rules = concat(parts.filter((part) => isNeeded(part, used, featureDir, look, sources) && (!first || isFirstScreen(part, first))));
      // Base.css keeps every part after the first block transparent until the whole stylesheet applies;
      // a later block whose rules are inlined here (the insights list under the hub's hero) shows at once.
      const shownAtOnce = (firstScreen ?? []).slice(1).filter((type) => used.has(type));
      return shownAtOnce.length ? `${rules}html:not([data-full-layout]) main>.page>:is(${shownAtOnce.map((type) => `.${type}`).join()}){opacity:1}` : rules;
    },
  };
}
