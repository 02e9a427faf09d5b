// (2) Page speed: Lighthouse with its mobile defaults (emulated phone, simulated slow 4G and CPU),
// every page `runs` times, interleaved (a round over all pages, then the next round), so drift in
// the machine's load spreads over all pages alike. Medians are reported. Each run is a first visit
// in a new browser profile, as PageSpeed Insights measures: Lighthouse clears the HTTP cache between
// runs but keeps localStorage, so in one long-lived browser every run after the first would be a
// returning visitor whose cache lost the brand face (boot.ts asks for it before the first paint).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_FLAGS } from '../test-chromium.ts';
import { median } from './util.ts';

export const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;

// The five metrics the performance score is made of (so the score is the full one), and the LCP
// element; the other diagnostics are skipped, which makes each run about a third shorter.
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'largest-contentful-paint-element'];

export interface PageSpeed {
  label: string;
  path: string;
  runs: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /** From the median-LCP run: what the LCP element was, and where its time went (ms). */
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
  errors: string[];
}

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  lcpElement?: string;
  lcpPhases?: Record<string, number>;
}

export async function measurePageSpeed(origin: string, pages: { label: string; path: string }[], runs: number, onRun?: (line: string) => void): Promise<PageSpeed[]> {
  const samples = new Map<string, Sample[]>(pages.map((page) => [page.path, []]));
  const errors = new Map<string, string[]>(pages.map((page) => [page.path, []]));
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_FLAGS });
      try {
        let failure: string | undefined;
        const attempt = () =>
          lighthouse(origin + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyAudits: AUDITS, disableFullPageScreenshot: true }).then(
            (result) => result?.lhr,
            (error: unknown) => void (failure = (error as Error).message),
          );
        // A trace that fails to record (NO_NAVSTART and the like) is retried once.
        let lhr = await attempt();
        if (!lhr || lhr.runtimeError) lhr = await attempt();
        const value = (id: string) => Number(lhr?.audits[id]?.numericValue);
        if (!lhr || lhr.runtimeError) {
          errors.get(page.path)!.push(failure ?? lhr?.runtimeError?.message ?? 'no result');
          onRun?.(`lighthouse ${round}/${runs} ${page.label}: failed (${errors.get(page.path)!.at(-1)})`);
          continue;
        }
        const element = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] } | undefined;
        const phases = element?.items?.[1]?.items?.map((item) => [String(item.phase), Math.round(Number(item.timing))] as const);
        const sample = {
          score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
          fcp: value('first-contentful-paint'),
          lcp: value('largest-contentful-paint'),
          tbt: value('total-blocking-time'),
          cls: value('cumulative-layout-shift'),
          speedIndex: value('speed-index'),
          lcpElement: element?.items?.[0]?.items?.[0]?.node?.snippet,
          lcpPhases: phases ? Object.fromEntries(phases) : undefined,
        };
        samples.get(page.path)!.push(sample);
        onRun?.(`lighthouse ${round}/${runs} ${page.label}: score ${sample.score}, LCP ${Math.round(sample.lcp)} ms`);
      } finally {
        await chrome.kill();
      }
    }
  }
  return pages.map((page) => {
    const list = samples.get(page.path)!;
    const pick = (key: keyof Omit<Sample, 'lcpElement' | 'lcpPhases'>) => median(list.map((sample) => sample[key]));
    const lcp = pick('lcp');
    return {
      label: page.label,
      path: page.path,
      runs: list.length,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp,
      tbt: pick('tbt'),
      cls: pick('cls'),
      speedIndex: pick('speedIndex'),
      lcpElement: list.sort((a, b) => Math.abs(a.lcp - lcp) - Math.abs(b.lcp - lcp))[0]?.lcpElement,
      lcpPhases: list[0]?.lcpPhases,
      errors: errors.get(page.path)!,
    };
  });
}
