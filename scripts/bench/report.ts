// The report as Markdown: one section per measurement, each figure beside its reference.
import { basename } from 'node:path';
import type { RunCpu } from './api-load.ts';
import type { BenchResults } from './index.ts';
import { codesOtherThan2xx, type LoadResult } from './load.ts';
import { kb, mb, median, ms, ratio, seconds, table } from './util.ts';

const pct = (value: number) => `${Math.round(value)}`;

function pageWeightSection(results: BenchResults): string {
  const rows = results.pageWeights.map((route) => [
    route.path + (route.public ? '' : ' (not in sitemap)'),
    kb(route.html.gzip),
    kb(route.html.brotli),
    kb(route.css.gzip),
    kb(route.css.brotli),
    kb(route.js.gzip),
    kb(route.js.brotli),
    String(route.js.files),
    route.budgetKb ? `${route.js.gzip <= route.budgetKb * 1024 ? 'within' : '**over**'} ${route.budgetKb} KB` : '–',
  ]);
  const publicRoutes = results.pageWeights.filter((route) => route.public);
  const home = results.pageWeights.find((route) => route.path === '/');
  const heaviest = [...publicRoutes].sort((a, b) => b.js.gzip - a.js.gzip)[0];
  return [
    '## 1. Page weight (from the build)',
    '',
    `Every route of \`npm run build\`: the HTML document, the stylesheet (inlined in the HTML, so also inside its figure) and the first-load JS (every script the page downloads until the network is idle), compressed as the server sends them (gzip -9, brotli 10). First-load JS gzip is the figure the size-budget test checks; the budget column repeats its verdict.`,
    '',
    home && heaviest ? `Home: ${kb(home.html.brotli)} HTML + ${kb(home.css.brotli)} CSS + ${kb(home.js.brotli)} JS brotli (${kb(home.html.brotli + home.css.brotli + home.js.brotli)} in all, ${home.js.files} JS files); the heaviest public route is ${heaviest.path} at ${kb(heaviest.js.gzip)} JS gzip.` : '',
    '',
    table(['route', 'HTML gz', 'HTML br', 'CSS gz', 'CSS br', 'JS gz', 'JS br', 'JS files', 'budget (JS gz)'], rows),
  ].join('\n');
}

function pageSpeedSection(results: BenchResults): string {
  const floor = results.pageSpeed.find((page) => page.path === '/__bench/floor');
  const rows = results.pageSpeed.map((page) => [
    `${page.label} \`${page.path}\``,
    pct(page.score),
    ms(page.fcp),
    ms(page.lcp),
    ms(page.tbt),
    page.cls.toFixed(3),
    ms(page.speedIndex),
    floor ? ratio(page.lcp, floor.lcp) : '–',
    String(page.runs),
  ]);
  return [
    '## 2. Page speed (Lighthouse, mobile defaults)',
    '',
    `Lighthouse ${'12'} with its mobile defaults (emulated mid-range phone, simulated slow 4G, 4× CPU slowdown), medians of ${results.settings.lighthouseRuns} runs per page, interleaved. The floor is the home page's text (${kb(results.floor.bytes)}) as one static HTML file with inline CSS and no script, image or web font, served by the same server: the fastest these words can arrive.`,
    '',
    table(['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index', 'LCP ÷ floor', 'runs'], rows),
    '',
    'LCP element and where its time went (the run nearest the median; simulated network and CPU):',
    '',
    ...results.pageSpeed.map(
      (page) =>
        `- ${page.label}: \`${(page.lcpElement ?? 'unknown').replace(/`/g, "'").slice(0, 110)}\`` +
        (page.lcpPhases ? ` — ${Object.entries(page.lcpPhases).map(([phase, time]) => `${phase} ${time} ms`).join(', ')}` : '') +
        (page.errors.length ? ` (failed runs: ${page.errors.join('; ')})` : ''),
    ),
  ].join('\n');
}

function buildSection(results: BenchResults): string {
  const rows = results.builds.map((build) => [
    build.label,
    String(build.pages),
    String(build.routes),
    seconds(build.buildMs),
    build.cpuMs === undefined ? '–' : seconds(build.cpuMs),
    seconds(build.processMs),
    mb(build.nodeMaxRss),
    mb(build.peakTreeRss),
    ms(build.buildMs / build.routes),
  ]);
  const [real, big] = results.builds;
  const lines = ['## 3. Build cost', '', 'Each build runs in its own process on a snapshot of the working tree. Wall time is what a person waits; CPU time (user + system over node and esbuild) is steadier on a busy machine.', '', table(['registry', 'pages', 'routes', 'build', 'CPU', 'process', 'peak RSS node', 'peak RSS tree', 'build per route'], rows)];
  if (real && big && results.generated) {
    const marginal = (big.buildMs - real.buildMs) / Math.max(1, big.routes - real.routes);
    const marginalCpu = real.cpuMs !== undefined && big.cpuMs !== undefined ? (big.cpuMs - real.cpuMs) / Math.max(1, big.routes - real.routes) : NaN;
    lines.push(
      '',
      `Growth: each extra route costs ${ms(marginal)} of build time (${ms(marginalCpu)} CPU) and the build's memory grows ${ratio(big.peakTreeRss, real.peakTreeRss)} for ${ratio(big.routes, real.routes)} the routes. The generated pages each hold a hero and four other blocks, taken in turn from every block type's \`example\`${results.generated.replaced.length ? `; the examples of ${results.generated.replaced.join(', ')} name images or shared items this pages.json lacks, so a real section of that type stood in` : ''}${results.generated.dropped.length ? `; dropped: ${results.generated.dropped.join(', ')}` : ''}.`,
      `Home's first-load JS grows with the route table: ${kb(results.generated.realHomeFirstLoadJsGzip)} gzip with the real registry, ${kb(results.generated.homeFirstLoadJsGzip)} with ${results.generated.pages} pages.`,
    );
  }
  return lines.join('\n');
}

/**
 * Under a table, each run that was answered with anything but a 2xx: those answers are not in its
 * served/s, and they are in its latencies (a refusal is quick).
 */
function refusals(runs: LoadResult[]): string[] {
  const refused = runs.filter((run) => run.non2xx > 0);
  if (refused.length === 0) return [];
  return ['', ...refused.map((run) => `- ${run.label}: besides its ${run.ok} 2xx, the server answered ${codesOtherThan2xx(run)} (${Math.round(run.requestsPerSecond)} answers/s in all). Those are not counted as served; p50 and p99 include them.`)];
}

/**
 * The submissions' ratio to read: the median of pairs of adjacent runs (api-load.ts). The table's
 * ratio compares runs half a minute apart, and on a shared machine the constant's rate drifts more
 * than that in a minute. Older reports have no pairs.
 */
function submissionRatio(api: BenchResults['api'][number]): string[] {
  const pairs = api.submissionPairs ?? [];
  if (pairs.length === 0) return [];
  const ratios = pairs.map((pair) => pair.submissionsPerSecond / pair.constantPerSecond);
  const middle = median(ratios);
  const each = pairs.map((pair, index) => `${Math.round(pair.submissionsPerSecond)} ÷ ${Math.round(pair.constantPerSecond)} = ${ratios[index]!.toFixed(2)}×`).join('; ');
  const cpu = (pick: (pair: (typeof pairs)[number]) => RunCpu) => ({
    server: median(pairs.map((pair) => pick(pair)?.server ?? NaN)),
    eventLoop: median(pairs.map((pair) => pick(pair)?.eventLoop ?? NaN)),
    generator: median(pairs.map((pair) => pick(pair)?.generator ?? NaN)),
  });
  const split = (run: ReturnType<typeof cpu>) => (Number.isFinite(run.eventLoop) ? ` (event loop ${Math.round(run.eventLoop)}, other threads ${Math.round(run.server - run.eventLoop)})` : '');
  const constantCpu = cpu((pair) => pair.constantCpu);
  const submissionsCpu = cpu((pair) => pair.submissionsCpu);
  const cpuLine = Number.isFinite(constantCpu.server + submissionsCpu.server)
    ? [
        `CPU per answer (medians of the pairs): the constant ${Math.round(constantCpu.server)} µs in the server${split(constantCpu)} and ${Math.round(constantCpu.generator)} in the load generator, a submission ${Math.round(submissionsCpu.server)}${split(submissionsCpu)} and ${Math.round(submissionsCpu.generator)}. ${api.database === 'sqlite' ? 'The other threads are the writer thread and V8’s helpers' : 'The other threads are V8’s and libuv’s helpers'}. Both share this machine's cores, so their quotient, ${((constantCpu.server + constantCpu.generator) / (submissionsCpu.server + submissionsCpu.generator)).toFixed(2)}×, is the ratio of the rates if CPU were all that limited them; a neighbour's load moves it less than it moves the rates.`,
        '',
      ]
    : [];
  return [
    `**Submissions ÷ constant, in adjacent pairs: ${middle.toFixed(2)}× (median of ${pairs.length})**${api.database === 'sqlite' ? ' (the target: ≥ 0.3×)' : ''}. Each pair is a constant run and a submission run straight after it, each half a run long: ${each}. Their load generator does not read the answers (the check run below does, to match ids). The table's ratio compares runs half a minute apart, the constant's in a process a few seconds old.`,
    '',
    ...cpuLine,
  ];
}

export function apiSection(results: BenchResults): string {
  const lines = ['## 4. API under load (autocannon)', '', `Each run: ${results.settings.loadSeconds} s, ${results.settings.connections} connections, throughput counted in 2xx answers (a refusal is not work done), the server in its own process, autocannon in this one, both on this machine. Ratios are to the constant route on the same Fastify instance in the same run. Bench settings: rate limits and the sign-in lockout made roomy in the server's config (one address sends thousands of requests); everything else as in production.`];
  for (const api of results.api) {
    const reference = api.runs[0]!;
    lines.push(
      '',
      `### ${api.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      '',
      table(
        ['run', 'served/s (2xx)', '÷ constant', 'p50', 'p99', '2xx', 'non-2xx', 'errors', 'timeouts'],
        api.runs.map((run) => [run.label, run.servedPerSecond < 10 ? run.servedPerSecond.toFixed(1) : Math.round(run.servedPerSecond), ratio(run.servedPerSecond, reference.servedPerSecond), ms(run.p50), ms(run.p99), run.ok, run.non2xx, run.errors, run.timeouts]),
      ),
      ...refusals(api.runs),
      '',
      ...submissionRatio(api),
      `Submission check: ${api.submission.storedRows} rows stored, ${api.submission.server2xx} 2xx answers sent by the server — ${api.submission.storedRows === api.submission.server2xx ? 'equal' : '**not equal**'}; ${api.submission.answered2xx} of them reached autocannon and each matches one stored row by id (${api.submission.matchedRows}); the other ${api.submission.storedWithoutAnswer} were in flight when the run's time ran out and autocannon hung up (at most one per connection). ${api.submission.ok ? '**OK**' : '**MISMATCH**'}.`,
      '',
      `Write reference: the database alone took ${Math.round(api.commitsPerSecond)} durable single-row commits/s here (${api.database === 'sqlite' ? 'WAL, synchronous=FULL, one connection, as the app opens it' : '10 connections, the app’s pool size'}). A submission is one commit (the row and its notification mails in one transaction); a sign-in is four (attempt counter, its reset, last sign-in time, new session), besides the password check.`,
      '',
      `Sign-in is bounded on purpose: one scrypt hash at N=2^17 (r=8, 128 MiB) took ${ms(api.scryptProductionMs)} alone here (a check costs the same), and at most 2 run at once (hashConcurrency), so the ceiling is about ${(2000 / api.scryptProductionMs).toFixed(1)} sign-ins/s on this machine whatever the database.`,
    );
  }
  return lines.join('\n');
}

export function scaleSection(results: BenchResults): string {
  const lines = [
    '## 6. Staff lists and export at scale',
    '',
    `Each list run: ${results.settings.loadSeconds} s at 20 connections (the staff list's target: p99 ≤ 50 ms), beside the constant route at the same 20 connections in the same run. Pages of 20, newest first. A run that asks one page again and again is read by that page's ids after its first request (src/server/forms/remembered-pages.ts), as a reload or a refreshing dashboard is; the two random-page runs find a new page every request. Then the CSV export of every stored row, its first bytes and the server process's memory growth (target: first bytes within 200 ms, RSS growth ≤ 50 MB).`,
  ];
  for (const scale of results.scale) {
    const reference = scale.runs[0]!;
    const exported = scale.export;
    lines.push(
      '',
      `### ${scale.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${scale.rows.toLocaleString('en-GB')} stored enquiries (seeded in ${seconds(scale.seedMs)})`,
      '',
      table(
        ['run', 'served/s (2xx)', '÷ constant', 'p50', 'p99', 'p99 ≤ 50 ms', 'non-2xx', 'errors'],
        scale.runs.map((run) => [run.label, Math.round(run.servedPerSecond), ratio(run.servedPerSecond, reference.servedPerSecond), ms(run.p50), ms(run.p99), run.p99 <= 50 ? 'yes' : '**no**', run.non2xx, run.errors]),
      ),
      ...refusals(scale.runs),
      '',
      `Export: ${exported.rows.toLocaleString('en-GB')} rows (${mb(exported.bytes)}) in ${seconds(exported.totalMs)}; first bytes after ${ms(exported.firstByteMs)} (${exported.firstByteMs <= 200 ? 'within' : '**over**'} 200 ms); server RSS ${mb(exported.rssBefore)} before, ${mb(exported.rssPeak)} at most during it: +${(Math.max(0, exported.rssPeak - exported.rssBefore) / 1048576).toFixed(1)} MB (${exported.rssPeak - exported.rssBefore <= 50 * 1048576 ? 'within' : '**over**'} 50 MB).`,
    );
  }
  return lines.join('\n');
}

export function renderReport(results: BenchResults, dir: string): string {
  const m = results.machine;
  return [
    `# Benchmark report — ${results.date.slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}, ${m.os}; load average at start ${m.loadAverageAtStart.join(' / ')}. Whole run: ${results.totalMs ? `${(results.totalMs / 60_000).toFixed(1)} min` : '–'}.`,
    '',
    'Timings are noisy (other work shares this machine): medians and ratios from this one run; nothing here passes or fails on speed.',
    ...(results.skipped.length ? ['', ...results.skipped.map((line) => `- ${line}`)] : []),
    '',
    pageWeightSection(results),
    '',
    results.pageSpeed.length ? pageSpeedSection(results) : notRun('2. Page speed', 'speed'),
    '',
    buildSection(results),
    '',
    results.api.length ? apiSection(results) : notRun('4. API under load', 'api'),
    '',
    '## 5. First visit',
    '',
    ...(results.screenshots.length ? results.screenshots.map((file) => `- ${basename(file)} (in ${dir})`) : ['Not taken in this run.']),
    '',
    results.scale.length ? scaleSection(results) : notRun('6. Staff lists and export at scale', 'scale'),
    '',
  ].join('\n');
}

/** A section whose part was left out of BENCH_PARTS keeps its heading, so the numbers stay in order. */
function notRun(heading: string, part: string): string {
  return [`## ${heading}`, '', `Not run: add \`${part}\` to BENCH_PARTS.`].join('\n');
}
