// `npm start` as a person runs it: a real npm process, a real build, a real server on a free port.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeWith } from '../helpers/registry-kinds.ts';
import { freePort } from '../helpers/ports.ts';
import { isProductionBuildOf, readManifest } from '../../scripts/build/manifest.ts';
import { TEST_DIST } from '../setup/global.ts';

// A page other than home that opens with its hero (whichever pages.json has today).
const target = routeWith({ where: (page, route) => route.path !== '/' && page.sections[0]?.type === 'hero' });

const dir = mkdtempSync(join(tmpdir(), 'start-'));
const distDir = join(dir, 'dist');
const registryFile = join(dir, 'pages.json');
copyFileSync('pages.json', registryFile);
/** Every process started by these tests carries this, so a leftover one can be found. */
const marker = randomUUID();
const started: ChildProcess[] = [];

interface Started {
  npm: ChildProcess;
  url: string;
  output: () => string;
}

async function npmStart(): Promise<Started> {
  const port = await freePort();
  const npm = spawn('npm', ['start', '--silent'], {
    env: { ...process.env, NODE_ENV: '', PORT: String(port), HOST: '127.0.0.1', DIST_DIR: distDir, REGISTRY_FILE: registryFile, DATABASE_URL: join(dir, 'app.db'), LOG_LEVEL: 'warn', START_TEST_MARKER: marker },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so cleanup can reach anything left behind
  });
  started.push(npm);
  let output = '';
  npm.stdout!.on('data', (chunk) => (output += chunk));
  npm.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const since = Date.now();
  while (!(await fetch(`${url}/healthz`).then((response) => response.ok).catch(() => false))) {
    if (npm.exitCode !== null || Date.now() - since > 120_000) throw new Error(`npm start did not serve:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { npm, url, output: () => output };
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));

const portRefuses = (url: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** Processes (any of ours) whose environment carries this run's marker. */
function markedProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').includes(`START_TEST_MARKER=${marker}`)) found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')}`);
    } catch {
      // gone already, or not ours
    }
  }
  return found;
}

/**
 * A production build of today's pages.json in distDir, as `npm run build` leaves it: the run's shared
 * build (the same build() into another folder) when it is one of exactly these inputs, else a new one.
 * Each build is half a minute of a busy machine, and this file needs the same one twice.
 */
function productionBuild(): void {
  rmSync(distDir, { recursive: true, force: true });
  if (isProductionBuildOf(readManifest(TEST_DIST), registryFile)) cpSync(TEST_DIST, distDir, { recursive: true });
  else execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', '--quiet'], { env: { ...process.env, DIST_DIR: distDir }, stdio: 'pipe' });
}

async function stop(run: Started): Promise<void> {
  process.kill(run.npm.pid!, 'SIGTERM'); // to npm alone, as a process manager or `kill PID` does
  await exited(run.npm);
}

afterAll(() => {
  for (const child of started) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('serves a production build after `npm run dev` left a development build behind', async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'build.mjs', '--dev', '--quiet'], { env: { ...process.env, DIST_DIR: distDir, NODE_ENV: 'development' }, stdio: 'pipe' });
    expect((await import('node:fs')).existsSync(join(distDir, 'build-manifest.json'))).toBe(true);
    const run = await npmStart();
    // The development build's block catalogue is gone, and no script points at a source map.
    expect((await fetch(`${run.url}/dev/blocks`)).status).toBe(404);
    const html = await (await fetch(`${run.url}/`)).text();
    const script = html.match(/<script data-entry="([^"]+)"/)![1]!;
    expect(await (await fetch(run.url + script)).text()).not.toContain('sourceMappingURL');
    await stop(run);
  }, 180_000);

  it('serves what `npm run build` built without building again', async () => {
    productionBuild();
    const run = await npmStart();
    expect(run.output()).not.toContain('Building the site');
    expect((await fetch(`${run.url}${target.path}`)).status).toBe(200);
    await stop(run);
  }, 180_000);

  it('one SIGTERM to npm stops npm, the server and everything in between, and frees the port', async () => {
    const run = await npmStart();
    expect(markedProcesses().length).toBeGreaterThan(0);
    await stop(run);
    await expect.poll(() => portRefuses(run.url), { timeout: 20_000 }).toBe(true);
    await expect.poll(markedProcesses, { timeout: 20_000 }).toEqual([]);
  }, 180_000);

  it('rebuilds when an input changed, even when the change looks older than the build', async () => {
    const registry = JSON.parse(readFileSync(registryFile, 'utf8'));
    // No hyphens: the renderer joins some hyphenated words with U+2060 so they never break, which made
    // this check fail for one random marker in three.
    const heading = `Changed ${marker.replaceAll('-', '')}`;
    registry.pages[target.page].sections[0].heading = heading;
    const before = statSync(registryFile);
    writeFileSync(registryFile, JSON.stringify(registry, null, 2));
    // As after a copy or a checkout that keeps old timestamps: the file looks older than the build.
    utimesSync(registryFile, before.atime, new Date(statSync(join(distDir, 'build-manifest.json')).mtimeMs - 60_000));
    const run = await npmStart();
    const html = await (await fetch(`${run.url}${target.path}`)).text();
    // What npm start printed says whether it built, and why not (a failure here once gave no clue).
    expect(html.includes(heading), `served ${html.match(/<h1[^<]*<[^<]*/)?.[0]}; npm start printed:\n${run.output()}`).toBe(true);
    await stop(run);
    expect(existsSync(distDir)).toBe(true);
  }, 180_000);

  it('after a bad edit to pages.json, a restart keeps serving the last good build and says why', async () => {
    // The last good build: the one the test before built of the edited registry, or, alone, today's.
    if (readManifest(distDir)?.mode !== 'production') productionBuild();
    const good = readFileSync(registryFile, 'utf8');
    writeFileSync(registryFile, good.replace(/\}\s*$/, ',}\n')); // a trailing comma: not JSON any more
    try {
      const run = await npmStart();
      expect(run.output()).toContain('the site was not built');
      expect(run.output()).toContain('Serving the last good build');
      const home = await fetch(`${run.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<h1');
      await stop(run);
    } finally {
      writeFileSync(registryFile, good);
    }
  }, 180_000);
});
