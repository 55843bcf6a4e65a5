import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DensityButton } from '../../src/app/density-button';
import { seedFromUrl } from '../../src/search/search-seed';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { startUrlSync } from '../../src/search/url-sync';
import { renderWithProviders } from '../utils/render';

let stop = () => {};
afterEach(() => stop());

/** The button over a store read from the address bar and synced back to it, as the page does. */
function renderAt(url: string) {
  history.replaceState(null, '', url);
  const store = createSearchStore(seedFromUrl(location.pathname, location.search));
  stop = startUrlSync(store);
  return renderWithProviders(
    <SearchStoreProvider store={store}>
      <DensityButton />
    </SearchStoreProvider>,
  );
}

describe('DensityButton', () => {
  it('makes the grid compact from the keyboard, keeps it in the link, and a reload of that link reads it back', async () => {
    const { user, unmount } = renderAt('/platform_b?gender=1');
    const button = screen.getByRole('button', { name: 'Compact' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(location.search).toBe('?gender=1&density=compact');

    const link = `${location.pathname}${location.search}`;
    unmount();
    stop();
    const view = renderAt(link);
    const again = screen.getByRole('button', { name: 'Compact' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(location.search).toBe('?gender=1');
  });
});
