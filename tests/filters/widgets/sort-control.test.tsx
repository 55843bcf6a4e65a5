import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SortControl } from '../../../src/filters/widgets/sort-control';
import { V1SortSelect } from '../../../src/filters/widgets/v1-sort-select';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const advancedOrder = wireFilter({
  key: 'advanced_order',
  label: 'Sort by',
  component: 'StringSingle',
  sub_keys: { type: 'order', main: 'orderby' },
  component_data: {
    items: [
      { key: 'updated_at', label: 'Last updated' },
      { key: 'web_traffic', label: 'Web traffic' },
    ],
  },
});
const orderby = wireFilter({
  key: 'orderby',
  label: 'Sort by',
  component: 'StringSingle',
  component_data: {
    items: [
      { key: 'updated_at', label: 'Recently updated' },
      { key: 'oldest', label: 'Oldest first' },
    ],
  },
});

describe('SortControl (advanced_order)', () => {
  it('changes the field and flips the direction', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SortControl
        id="sort"
        filter={advancedOrder}
        value={{ kind: 'sort', orderby: 'updated_at', order: 'desc' }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Web traffic' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'sort', orderby: 'web_traffic', order: 'desc' });
    expect(screen.getByRole('radio', { name: 'Desc' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Asc' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'sort', orderby: 'updated_at', order: 'asc' });
  });
});

describe('V1SortSelect (orderby)', () => {
  it('picks one sort field', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <V1SortSelect id="sort" filter={orderby} value={{ kind: 'options', keys: ['updated_at'] }} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('Recently updated');
    await user.click(select);
    await user.click(screen.getByRole('option', { name: 'Oldest first' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: ['oldest'] });
  });
});
