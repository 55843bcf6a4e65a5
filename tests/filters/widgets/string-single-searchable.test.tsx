import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StringSingleSearchable } from '../../../src/filters/widgets/string-single-searchable';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'language',
  label: 'Language',
  component: 'StringSingleSearchable',
  component_data: {
    items: [
      { key: 'de', label: 'German' },
      { key: 'en', label: 'English' },
      { key: 'fr', label: 'French' },
    ],
  },
});

describe('StringSingleSearchable', () => {
  it('filters as the user types and emits the one picked key', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringSingleSearchable
        id="language"
        filter={filter}
        value={{ kind: 'options', keys: [] }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Language' }), 'fre');
    expect(screen.queryByRole('option', { name: 'German' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'French' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: ['fr'] });
  });

  it('reads "Any language" while empty when the filter has no placeholder, and the filter\'s own placeholder otherwise', () => {
    const { rerender } = renderWithProviders(
      <StringSingleSearchable id="language" filter={filter} value={{ kind: 'options', keys: [] }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('placeholder', 'Any language');
    rerender(
      <StringSingleSearchable
        id="language"
        filter={{ ...filter, placeholder: 'All languages' }}
        value={{ kind: 'options', keys: [] }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAttribute('placeholder', 'All languages');
  });

  it('clears the selection when the selected option is chosen again', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringSingleSearchable
        id="language"
        filter={filter}
        value={{ kind: 'options', keys: ['en'] }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('English');
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [] });
  });
});
