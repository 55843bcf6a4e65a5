import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StringMultiSearchable } from '../../../src/filters/widgets/string-multi-searchable';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'countries',
  label: 'Countries',
  placeholder: 'Any country',
  description: 'Where the ad ran',
  component: 'StringMultiSearchable',
  component_data: {
    items: [
      { key: 'ALL', label: 'Worldwide', action: 'DISABLE_OTHER' },
      { key: 'DE', label: 'Germany' },
      { key: 'FR', label: 'France' },
      { key: 'FI', label: 'Finland' },
    ],
  },
});

describe('StringMultiSearchable', () => {
  it('filters options as the user types and emits the picked key', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMultiSearchable
        id="countries"
        filter={filter}
        value={{ kind: 'options', keys: ['DE'] }}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Countries' });
    expect(input).toHaveAccessibleDescription('Where the ad ran');
    await user.type(input, 'fr');
    expect(screen.queryByRole('option', { name: 'Finland' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: ['DE', 'FR'] });
  });

  it('shows the placeholder while empty and "No matches" for an unknown term', async () => {
    const { user } = renderWithProviders(
      <StringMultiSearchable id="countries" filter={filter} value={{ kind: 'options', keys: [] }} onChange={vi.fn()} />,
    );
    const input = screen.getByPlaceholderText('Any country');
    await user.type(input, 'zz');
    expect(await screen.findByText('No matches')).toBeInTheDocument();
  });

  it('lists disabled options with the reason and does not pick them', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMultiSearchable
        id="countries"
        filter={filter}
        value={{ kind: 'options', keys: ['ALL'] }}
        onChange={onChange}
        disabledKeys={new Set(['DE', 'FR', 'FI'])}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    const germany = await screen.findByRole('option', { name: /Germany/ });
    expect(germany).toHaveAttribute('aria-disabled', 'true');
    expect(germany).toHaveTextContent('Unavailable while “Worldwide” is selected');
    await user.click(germany);
    expect(onChange).not.toHaveBeenCalled();
  });
});
