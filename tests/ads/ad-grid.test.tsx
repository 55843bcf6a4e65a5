import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdGrid } from '../../src/ads/ad-grid';
import type { AdGridProps } from '../../src/ads/ad-grid-props';
import { renderWithProviders } from '../utils/render';
import { manyAds } from './fixtures/ads';

function props(overrides: Partial<AdGridProps> = {}): AdGridProps {
  return {
    ads: [],
    isLoading: false,
    isFetching: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    onLoadMore: vi.fn(),
    onOpenAd: vi.fn(),
    error: null,
    onRetry: vi.fn(),
    ...overrides,
  };
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('AdGrid', () => {
  it('shows skeleton cards while the first page loads', () => {
    renderWithProviders(<AdGrid {...props({ isLoading: true })} />);
    const loading = screen.getByRole('status', { name: 'Loading ads' });
    expect(within(loading).getAllByTestId('ad-card-skeleton').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says when no ad matches', async () => {
    renderWithProviders(<AdGrid {...props()} />);
    expect(await screen.findByText('No ads match these filters')).toBeInTheDocument();
    expect(screen.getByText(/Try removing a filter/)).toBeInTheDocument();
  });

  it('offers the owner’s ways out of an empty result, only when it gives them', async () => {
    const emptyActions = { onClearAll: vi.fn(), onRemoveLast: vi.fn() };
    const { user, rerender } = renderWithProviders(<AdGrid {...props({ emptyActions })} />);
    await user.click(await screen.findByRole('button', { name: 'Remove the last filter' }));
    expect(emptyActions.onRemoveLast).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(emptyActions.onClearAll).toHaveBeenCalledOnce();
    rerender(<AdGrid {...props()} />);
    expect(screen.getByText('No ads match these filters')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a failed first page with its reason and retries', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <AdGrid {...props({ error: new Error('The API key is not valid'), onRetry })} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load ads');
    expect(alert).toHaveTextContent('The API key is not valid');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('renders only the rows near the viewport', () => {
    const ads = manyAds(90);
    renderWithProviders(<AdGrid {...props({ ads, hasNextPage: true })} />);
    const feed = screen.getByRole('feed', { name: 'Ads' });
    const rendered = within(feed).getAllByRole('article');
    expect(rendered[0]).toHaveAccessibleName(ads[0]!.title);
    expect(rendered.length).toBeGreaterThan(3);
    expect(rendered.length).toBeLessThan(30);
  });

  it('mounts as many rows for a new search as for the first, and keeps them when a next page arrives', () => {
    const first = manyAds(18);
    const { rerender } = renderWithProviders(<AdGrid {...props({ ads: first, hasNextPage: true })} />);
    const mounted = screen.getAllByRole('article');
    // The premise: rows beyond the window are mounted, short of all 18 ads.
    expect(mounted.length).toBeLessThan(18);
    const last = mounted.at(-1)!;

    rerender(<AdGrid {...props({ ads: [...first, ...manyAds(18, 200_000)], hasNextPage: true })} />);
    expect(screen.getAllByRole('article')).toHaveLength(mounted.length);
    expect(last).toBeInTheDocument();

    const other = manyAds(18, 300_000);
    rerender(<AdGrid {...props({ ads: other, hasNextPage: true })} />);
    const shown = screen.getAllByRole('article');
    expect(shown).toHaveLength(mounted.length);
    expect(shown[0]).toHaveAccessibleName(other[0]!.title);
  });

  it('marks the end of results with the count', () => {
    renderWithProviders(<AdGrid {...props({ ads: manyAds(18) })} />);
    expect(screen.getByText('End of results · 18 ads')).toBeInTheDocument();
  });

  it('loads ahead when the end is near and another page exists', async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<AdGrid {...props({ ads: manyAds(6), hasNextPage: true, onLoadMore })} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/End of results/)).not.toBeInTheDocument();
  });

  it('does not load ahead while far from the end, and does once scrolled near it', async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<AdGrid {...props({ ads: manyAds(54), hasNextPage: true, onLoadMore })} />);
    await new Promise(requestAnimationFrame);
    expect(onLoadMore).not.toHaveBeenCalled();

    const feedHeight = parseFloat(screen.getByRole('feed').style.height);
    scrollWindowTo(feedHeight - window.innerHeight);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
    const titles = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(titles).not.toContain(manyAds(54)[0]!.title);
  });

  it('asks on each small scroll step near the end, however few rows it moves', async () => {
    const onLoadMore = vi.fn();
    renderWithProviders(<AdGrid {...props({ ads: manyAds(54), hasNextPage: true, onLoadMore })} />);
    const farFromEnd = parseFloat(screen.getByRole('feed').style.height) - 3 * window.innerHeight - 100;
    scrollWindowTo(farFromEnd);
    await new Promise(requestAnimationFrame);
    expect(onLoadMore).not.toHaveBeenCalled();
    for (let step = 1; step <= 5; step += 1) scrollWindowTo(farFromEnd + step * 25);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
  });

  it('asks again when a fetch ends while the end is still near, without another scroll', async () => {
    const onLoadMore = vi.fn();
    const ads = manyAds(6);
    const { rerender } = renderWithProviders(
      <AdGrid {...props({ ads, onLoadMore, hasNextPage: true, isFetching: true })} />,
    );
    await new Promise(requestAnimationFrame);
    expect(onLoadMore).not.toHaveBeenCalled();
    rerender(<AdGrid {...props({ ads, onLoadMore, hasNextPage: true })} />);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('does not load more without a next page, while one is fetched, or after an error', async () => {
    const onLoadMore = vi.fn();
    const ads = manyAds(6);
    const { rerender } = renderWithProviders(<AdGrid {...props({ ads, onLoadMore })} />);
    rerender(<AdGrid {...props({ ads, onLoadMore, hasNextPage: true, isFetching: true, isFetchingNextPage: true })} />);
    expect(screen.getByRole('status', { name: 'Loading ads' })).toBeInTheDocument();
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    // A next page comes below the rows shown: the rows shown are rendered and stay where they are.
    expect(screen.getByRole('feed')).not.toHaveAttribute('data-rendering');
    rerender(<AdGrid {...props({ ads, onLoadMore, hasNextPage: true, error: new Error('Network down') })} />);
    await new Promise(requestAnimationFrame);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('marks the feed busy and still rendering while it shows a previous search’s ads', () => {
    const ads = manyAds(6);
    const { rerender } = renderWithProviders(<AdGrid {...props({ ads, stale: true })} />);
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('feed')).toHaveAttribute('data-rendering');
    rerender(<AdGrid {...props({ ads })} />);
    expect(screen.getByRole('feed')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('feed')).not.toHaveAttribute('data-rendering');
  });

  it('keeps loaded ads when the next page fails, and retries', async () => {
    const onRetry = vi.fn();
    const ads = manyAds(6);
    const { user } = renderWithProviders(
      <AdGrid {...props({ ads, hasNextPage: true, error: new Error('Network down'), onRetry })} />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load more ads');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens an ad on click and on Enter', async () => {
    const onOpenAd = vi.fn();
    const ads = manyAds(6);
    const { user } = renderWithProviders(<AdGrid {...props({ ads, onOpenAd })} />);

    await user.click(screen.getByRole('heading', { name: ads[2]!.title }));
    expect(onOpenAd).toHaveBeenLastCalledWith(ads[2]);

    screen.getByRole('article', { name: ads[4]!.title }).focus();
    await user.keyboard('{Enter}');
    expect(onOpenAd).toHaveBeenLastCalledWith(ads[4]);
    expect(onOpenAd).toHaveBeenCalledTimes(2);
  });

  it('badges cards with their platform for cross-platform results', () => {
    renderWithProviders(<AdGrid {...props({ ads: manyAds(2), showPlatform: true })} />);
    expect(screen.getByText('Platform A')).toBeInTheDocument();
    expect(screen.getByText('Platform C')).toBeInTheDocument();
  });
});
