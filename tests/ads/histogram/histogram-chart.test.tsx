import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HistogramChart } from '../../../src/ads/histogram/histogram-chart';
import type { Histogram } from '../../../src/contract/extensions/histogram';
import { renderWithProviders } from '../../utils/render';

const histogram: Histogram = {
  buckets: [
    { start: '2026-02-23', count: 4 },
    { start: '2026-03-02', count: 0 },
    { start: '2026-03-09', count: 7 },
    { start: '2026-03-16', count: 2 },
  ],
  relation: 'eq',
  interval: 'week',
  field: 'first_seen',
  last_hit: 1_790_000_000,
};

describe('HistogramChart', () => {
  it('names itself, says each bar’s count as the arrows reach it, and narrows to the bars Shift chose on Enter', async () => {
    const onNarrow = vi.fn();
    renderWithProviders(<HistogramChart histogram={histogram} platform="platform_a" onNarrow={onNarrow} />);
    const chart = screen.getByRole('group', { name: 'Ads by first seen, per week' });
    const status = chart.nextElementSibling!;
    expect(status).toHaveTextContent('13 ads');
    chart.focus();
    await userEvent.keyboard('{End}');
    expect(status).toHaveTextContent('Week of Mar 16, 2026: 2 ads');
    await userEvent.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(status).toHaveTextContent('Week of Mar 2, 2026 to Week of Mar 16, 2026: 9 ads');
    await userEvent.keyboard('{Enter}');
    expect(onNarrow).toHaveBeenCalledWith({ from: '2026-03-02', until: '2026-03-23' });
  });

  it('holds every non-empty count in a table for screen readers', () => {
    renderWithProviders(<HistogramChart histogram={histogram} platform="platform_a" />);
    const table = screen.getByRole('table', { name: 'Ads by first seen, per week' });
    const rows = screen.getAllByRole('row').filter((row) => table.contains(row));
    expect(rows.map((row) => row.textContent)).toEqual([
      'PeriodAds',
      'Week of Feb 23, 20264',
      'Week of Mar 9, 20267',
      'Week of Mar 16, 20262',
    ]);
  });

  it('draws each bar at its share of the tallest, stacks Mega’s bars per platform present, and shows the counts of the bar the arrows reach', async () => {
    const mega: Histogram = {
      ...histogram,
      buckets: [
        { start: '2026-02-23', count: 4, by_platform: { platform_a: 3, platform_c: 1 } },
        { start: '2026-03-02', count: 0, by_platform: {} },
        { start: '2026-03-09', count: 8, by_platform: { platform_a: 2, platform_c: 6 } },
      ],
    };
    const { container } = renderWithProviders(<HistogramChart histogram={mega} platform="mega" />);
    const chart = screen.getByRole('group', { name: 'Ads by first seen, per week' });
    const bars = [...container.querySelectorAll<HTMLElement>('[data-histogram-chart] [data-series]')];
    // Each bar's parts are bands of its background, bottom first, as tall as their shares of it.
    const bands = (bar: HTMLElement) =>
      [...bar.style.getPropertyValue('--bar-stack').matchAll(/(var\([^)]+\)) ([\d.]+%) ([\d.]+%)/g)].map((band) =>
        band.slice(1),
      );
    expect(bars.map((bar) => [bar.dataset.series, bar.style.getPropertyValue('--bar-height')])).toEqual([
      ['platform_a platform_c', 'max(1px, 50%)'],
      ['platform_a platform_c', 'max(1px, 100%)'],
    ]);
    const [first, second] = bars.map((bar) => bands(bar).map(([color]) => color));
    expect(second).toEqual(first);
    expect(new Set(first).size).toBe(2);
    expect(bars.map((bar) => bands(bar).map(([, from, to]) => `${from} ${to}`))).toEqual([
      ['0% 75%', '75% 100%'],
      ['0% 25%', '25% 100%'],
    ]);
    expect(chart).not.toHaveTextContent('Week of Mar 9, 2026');
    chart.focus();
    await userEvent.keyboard('{End}');
    expect(chart).toHaveTextContent(/Week of Mar 9, 2026.*Platform A.*2.*Platform C.*6/);
  });
});
