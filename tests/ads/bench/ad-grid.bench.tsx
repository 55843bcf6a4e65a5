import { MantineProvider } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { bench, describe } from 'vitest';
import { AdGrid } from '../../../src/ads/ad-grid';
import { manyAds } from '../fixtures/ads';

// Run with `npx vitest bench --project dom tests/ads/bench`. jsdom has no layout, so the grid
// sees a 1024×768 window: the figures compare list sizes, they are not browser frame times.
const noop = () => {};

function renderGrid(count: number) {
  const view = render(
    <MantineProvider>
      <AdGrid
        ads={manyAds(count)}
        isLoading={false}
        isFetching={false}
        isFetchingNextPage={false}
        hasNextPage
        onLoadMore={noop}
        onOpenAd={noop}
        error={null}
        onRetry={noop}
      />
    </MantineProvider>,
  );
  const cards = view.container.querySelectorAll('article').length;
  cleanup();
  return cards;
}

describe('AdGrid first render', () => {
  for (const count of [18, 1_000, 10_000]) {
    console.log(`${count} ads → ${renderGrid(count)} cards mounted`);
    bench(
      `${count} ads`,
      () => {
        renderGrid(count);
      },
      { iterations: 10, time: 0 },
    );
  }
});
