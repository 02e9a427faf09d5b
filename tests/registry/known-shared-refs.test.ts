import { describe, expect, it } from 'vitest';
import industriesServed from '../../src/blocks/industries-served/schema.ts';
import { withKnownSharedRefs } from '../../src/registry/known-shared-refs.ts';

describe('a block example started on a registry whose shared lists changed', () => {
  const example = industriesServed.example as { industries: string[] };
  const named = example.industries;

  it('keeps every shared item the registry still has', () => {
    const section = structuredClone(example);
    withKnownSharedRefs(section, industriesServed.schema, { industries: Object.fromEntries(named.map((id) => [id, {}])) });
    expect(section.industries).toEqual(named);
  });

  it('names one the registry has, not already named beside it, in place of a removed one', () => {
    const section = structuredClone(example);
    const kept = named.slice(1);
    withKnownSharedRefs(section, industriesServed.schema, { industries: Object.fromEntries([...kept, 'fixture-other'].map((id) => [id, {}])) });
    expect(section.industries).toEqual(['fixture-other', ...kept]);
  });
});
