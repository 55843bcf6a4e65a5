import { describe, expect, it } from 'vitest';
import { gridState, type GridInputs } from '../../src/ads/grid-state';

const idle: GridInputs = { count: 0, isLoading: false, isFetchingNextPage: false, hasNextPage: false, error: null };
const failure = new Error('The service did not answer within 15000 ms');

describe('gridState', () => {
  it('without ads: loading, then error, then empty', () => {
    expect(gridState({ ...idle, isLoading: true })).toEqual({ kind: 'loading' });
    expect(gridState({ ...idle, error: failure })).toEqual({ kind: 'error', error: failure });
    expect(gridState(idle)).toEqual({ kind: 'empty' });
  });

  it('with ads, keeps them and only changes the footer', () => {
    const some = { ...idle, count: 18 };
    expect(gridState({ ...some, hasNextPage: true, isFetchingNextPage: true })).toEqual({
      kind: 'results',
      footer: { kind: 'fetching' },
    });
    expect(gridState({ ...some, hasNextPage: true, error: failure })).toEqual({
      kind: 'results',
      footer: { kind: 'error', error: failure },
    });
    expect(gridState({ ...some, hasNextPage: true })).toEqual({ kind: 'results', footer: { kind: 'more' } });
    expect(gridState(some)).toEqual({ kind: 'results', footer: { kind: 'end', count: 18 } });
  });
});
