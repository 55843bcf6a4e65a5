import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRevealedCount } from '../../../src/filters/panel/use-revealed-count';

/** Renders `useRevealedCount(total, step, whole)` and notes the count of every commit. */
function commitsOf(total: number, step?: number, whole?: boolean): number[] {
  const committed: number[] = [];
  function Rows() {
    const count = useRevealedCount(total, step, whole);
    useLayoutEffect(() => {
      committed.push(count);
    });
    return null;
  }
  render(<Rows />);
  return committed;
}

describe('useRevealedCount', () => {
  it('mounts a long list a few rows a commit, up to all of them', () => {
    expect(commitsOf(10, 3)).toEqual([3, 6, 9, 10]);
  });

  it('mounts a short list in its first commit', () => {
    expect(commitsOf(2, 3)).toEqual([2]);
  });

  it('mounts three rows a commit unless told otherwise', () => {
    expect(commitsOf(7)).toEqual([3, 6, 7]);
  });

  it('mounts every row in its first commit when drawn whole, as the server drew it', () => {
    expect(commitsOf(10, 3, true)).toEqual([10]);
  });
});
