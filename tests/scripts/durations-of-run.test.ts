import { describe, expect, it } from 'vitest';
import { fileDurations } from '../../scripts/durations-of-run.ts';

describe('the durations read from a run', () => {
  it('are the per-file times vitest printed, set-up included, in seconds, slowest first', () => {
    const output = [
      '\x1b[32m✓\x1b[39m \x1b[30m\x1b[43m shared-modules \x1b[49m\x1b[39m tests/e2e/features/apply-elsewhere.test.ts \x1b[2m(\x1b[22m\x1b[2m2 tests\x1b[22m\x1b[2m)\x1b[22m\x1b[33m 40123\x1b[2mms\x1b[22m\x1b[39m',
      '     ✓ an Apply button on another page opens the careers form 1430ms',
      ' ✓  own-modules  tests/lib/http/token.test.ts (6 tests | 1 skipped) 12ms',
    ].join('\n');
    expect(fileDurations(output)).toEqual({ 'tests/e2e/features/apply-elsewhere.test.ts': 40.1, 'tests/lib/http/token.test.ts': 0 });
    expect(Object.keys(fileDurations(output))[0]).toBe('tests/e2e/features/apply-elsewhere.test.ts');
  });
});
