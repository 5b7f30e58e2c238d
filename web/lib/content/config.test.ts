import { describe, expect, it } from 'vitest';
import { resolveContentSource } from './config';

describe('resolveContentSource', () => {
  it('uses the embedded dataset when Sanity is not configured', () => {
    expect(resolveContentSource({})).toEqual({ kind: 'embedded' });
  });

  it('uses Sanity when project and dataset are both set', () => {
    expect(
      resolveContentSource({
        NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1',
        NEXT_PUBLIC_SANITY_DATASET: 'production',
        SANITY_API_READ_TOKEN: 't',
      }),
    ).toEqual({ kind: 'sanity', projectId: 'p1', dataset: 'production', readToken: 't' });
  });

  it('refuses half a configuration rather than quietly serving the seed', () => {
    expect(() => resolveContentSource({ NEXT_PUBLIC_SANITY_PROJECT_ID: 'p1' })).toThrow(/both/);
    expect(() => resolveContentSource({ NEXT_PUBLIC_SANITY_DATASET: 'production' })).toThrow(/both/);
  });
});
