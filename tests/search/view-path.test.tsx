import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigateTo, notifyAddressChanged, useViewPath } from '../../src/search/address';

afterEach(() => history.replaceState(null, '', '/'));

/** `useViewPath` in a component that counts its renders. */
function mountViewPath() {
  const renders = { count: 0 };
  const { result } = renderHook(() => {
    renders.count += 1;
    return useViewPath();
  });
  return { result, renders };
}

describe('useViewPath', () => {
  it('is null on a search, and renders nothing again when the search’s address becomes canonical', () => {
    history.replaceState(null, '', '/');
    const { result, renders } = mountViewPath();
    expect(result.current).toBeNull();
    const before = renders.count;
    // What url-sync does after hydration for a link to `/`.
    act(() => {
      history.replaceState(null, '', '/platform_a?gender=1');
      notifyAddressChanged();
    });
    expect(location.pathname).toBe('/platform_a');
    expect(renders.count).toBe(before);
    expect(result.current).toBeNull();
  });

  it('names the workspace page the address opens, and follows it there and back to a search', () => {
    history.replaceState(null, '', '/platform_b');
    const { result } = mountViewPath();
    act(() => navigateTo('/boards/7'));
    expect(result.current).toBe('/boards/7');
    act(() => navigateTo('/saved-searches'));
    expect(result.current).toBe('/saved-searches');
    act(() => navigateTo('/platform_c'));
    expect(result.current).toBeNull();
  });
});
