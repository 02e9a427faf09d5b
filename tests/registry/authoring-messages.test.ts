import { describe, expect, it } from 'vitest';
import { fixtureRegistry, problemsOf } from './fixture-registry.ts';

describe('the fixture registry', () => {
  it('passes every check, publishing too', () => {
    expect(problemsOf(fixtureRegistry(), { publishing: true })).toEqual([]);
  });
});
