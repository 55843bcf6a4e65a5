import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SLOW, appTestService, demoSettings, renderAppAt } from './app-helpers';

const testService = appTestService();

const filters = () => screen.getByRole('navigation', { name: 'Filters' });
const toolbar = () => screen.getByRole('region', { name: 'Results toolbar' });

describe('the sort', { timeout: 60_000 }, () => {
  it.each(['v2', 'v1'] as const)(
    'has one control, in the results toolbar, and none in the filter panel (%s)',
    async (version) => {
      const link = version === 'v2' ? '/platform_a?advanced_order=impressions.asc' : '/platform_a?orderby=oldest';
      renderAppAt(link, demoSettings(testService().baseUrl(version)));
      expect(await within(toolbar()).findByRole('combobox', { name: 'Sort results by' }, SLOW)).toHaveValue(
        version === 'v2' ? 'Impressions' : 'Oldest first',
      );
      // The panel's filters are all there but the sort: its last row, which mounts with the one before it.
      expect(await within(filters()).findByText('AI-generated creative', {}, SLOW)).toBeInTheDocument();
      expect(within(filters()).getByText('Gender')).toBeInTheDocument();
      expect(within(filters()).queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
      expect(within(filters()).queryByRole('radiogroup', { name: 'Sort direction' })).not.toBeInTheDocument();
    },
  );
});
