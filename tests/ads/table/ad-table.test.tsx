import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AdTable, type AdTableProps } from '../../../src/ads/table/ad-table';
import { ADVANCED_ORDER_KEY } from '../../../src/contract/filter-values';
import { initialFilterState } from '../../../src/filters/engine/defaults';
import type { FilterValue } from '../../../src/filters/engine/value-model';
import { catalogueOf } from '../../../src/service/catalogue/catalogues';
import { renderWithProviders } from '../../utils/render';
import { manyAds } from '../fixtures/ads';

const group = catalogueOf('platform_a', 'v2').group;

function props(overrides: Partial<AdTableProps> = {}): AdTableProps {
  return {
    ads: manyAds(12),
    isLoading: false,
    isFetching: false,
    isFetchingNextPage: false,
    hasNextPage: false,
    onLoadMore: vi.fn(),
    onOpenAd: vi.fn(),
    error: null,
    onRetry: vi.fn(),
    version: 'v2',
    group,
    state: initialFilterState(group),
    onFilterChange: vi.fn(),
    ...overrides,
  };
}

const sortedBy = (value: FilterValue) => ({ ...initialFilterState(group), [ADVANCED_ORDER_KEY]: value });

describe('AdTable', () => {
  it('is a real table: a caption, column headers with scope, one row per ad after the header row', () => {
    renderWithProviders(<AdTable {...props()} />);
    const table = screen.getByRole('table', { name: 'Ads' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(headers.map(() => 'col'));
    expect(headers.map((header) => header.textContent?.replace(/[↕▲▼]/g, ''))).toContain('Impressions');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
  });

  it('sorts the search from a header the service sorts by, and says which column sorts and how', async () => {
    const onFilterChange = vi.fn();
    const { user, rerender } = renderWithProviders(<AdTable {...props({ onFilterChange })} />);
    const impressions = screen.getByRole('columnheader', { name: /^Impressions/ });
    expect(impressions).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Views' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(impressions).getByRole('button'));
    expect(onFilterChange).toHaveBeenCalledWith(ADVANCED_ORDER_KEY, {
      kind: 'sort',
      orderby: 'impressions',
      order: 'desc',
    });

    rerender(
      <AdTable
        {...props({ onFilterChange, state: sortedBy({ kind: 'sort', orderby: 'impressions', order: 'desc' }) })}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /^Impressions/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getAllByRole('columnheader').filter((header) => header.hasAttribute('aria-sort'))).toHaveLength(1);
  });

  it('sorts nothing before the tab’s filters are known', () => {
    renderWithProviders(<AdTable {...props({ group: undefined, state: undefined })} />);
    expect(
      within(screen.getByRole('table', { name: 'Ads' })).queryAllByRole('button', { name: /^Impressions/ }),
    ).toEqual([]);
  });
});
