/**
 * Runs the slowest test files first, from durations kept in the repository: vitest's own ordering
 * reads them from a cache a clean clone (CI) does not have, and falls back to file size, which
 * started the 4-minute accessibility walk last and left one core idle at the end of the run.
 * Longest-first on two workers is the classic way to end both at about the same time.
 * Files not in the list (new ones) run first, as vitest does with files it has not timed.
 * Refresh the list after a full run: `npm run test:durations` (docs/testing.md).
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DURATIONS = new URL('./durations.json', import.meta.url);

function knownDurations(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(DURATIONS, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = knownDurations();
    const duration = (file: TestSpecification) => seconds[relative(file.project.config.root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => duration(b) - duration(a));
  }
}
