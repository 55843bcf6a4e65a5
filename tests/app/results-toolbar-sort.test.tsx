import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { ResultsToolbar } from '../../src/app/results-toolbar';
import { initialFilterState } from '../../src/filters/engine/defaults';
import { catalogueOf } from '../../src/service/catalogue/catalogues';
import { renderWithProviders } from '../utils/render';

const progress = { count: 36, loading: false, hasNextPage: true };

describe('ResultsToolbar', () => {
  it('hands a v1 orderby choice to onChange under the sort’s own key', async () => {
    const group = catalogueOf('platform_a', 'v1').group;
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ResultsToolbar
        group={group}
        state={initialFilterState(group)}
        version="v1"
        progress={progress}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('36 ads loaded · more below');
    // The sort arrives with the widgets' code, loaded apart from the first page.
    await user.click(await screen.findByRole('combobox', { name: 'Sort results by' }));
    await user.click(screen.getByRole('option', { name: 'Oldest first' }));
    expect(onChange).toHaveBeenLastCalledWith('orderby', { kind: 'options', keys: ['oldest'] });
  });

  it('hands a v2 sort field to onChange as advanced_order', async () => {
    const group = catalogueOf('platform_a', 'v2').group;
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ResultsToolbar
        group={group}
        state={initialFilterState(group)}
        version="v2"
        progress={progress}
        onChange={onChange}
      />,
    );
    // Named for what it orders, not by the catalogue's label ("Sort by").
    expect(await screen.findByRole('radiogroup', { name: 'Sort results by: direction' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Sort results by' }));
    await user.click(screen.getByRole('option', { name: 'Impressions' }));
    expect(onChange).toHaveBeenLastCalledWith('advanced_order', {
      kind: 'sort',
      orderby: 'impressions',
      order: 'desc',
    });
  });

  it('shows only the status until the tab’s filters are decoded', () => {
    renderWithProviders(
      <ResultsToolbar
        group={undefined}
        state={undefined}
        version="v2"
        progress={{ ...progress, loading: true }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.queryByRole('combobox', { name: 'Sort results by' })).not.toBeInTheDocument();
  });
});
