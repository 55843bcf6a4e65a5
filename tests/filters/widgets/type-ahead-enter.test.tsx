import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Filter, OptionRecord } from '../../../src/contract/filters';
import { optionsLoader } from '../../../src/filters/api-options';
import { StringMultiSearchable } from '../../../src/filters/widgets/string-multi-searchable';
import { StringMultiSearchableApi } from '../../../src/filters/widgets/string-multi-searchable-api';
import { StringSingleSearchable } from '../../../src/filters/widgets/string-single-searchable';
import { connectedTestService } from '../../utils/connected-service';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const countries = wireFilter({
  key: 'countries',
  label: 'Countries',
  component: 'StringMultiSearchable',
  component_data: {
    items: [
      { key: 'DE', label: 'Germany' },
      { key: 'FR', label: 'France' },
      { key: 'FI', label: 'Finland' },
    ],
  },
});

describe('Enter in a type-ahead picks the only match', () => {
  it('multi-select: typing down to one option and pressing Enter adds it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMultiSearchable id="c" filter={countries} value={{ kind: 'options', keys: ['DE'] }} onChange={onChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.type(input, 'fr');
    // The premise: one option shown, none highlighted.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['France']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: ['DE', 'FR'] });
  });

  it('does nothing while several options match, and never clears a chosen one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMultiSearchable id="c" filter={countries} value={{ kind: 'options', keys: ['DE'] }} onChange={onChange} />,
    );
    const input = screen.getByRole('combobox', { name: 'Countries' });
    await user.type(input, 'f');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Enter}');
    await user.clear(input);
    await user.type(input, 'germ{Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('single select: Enter picks the one match', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringSingleSearchable
        id="s"
        filter={{ ...countries, component: 'StringSingleSearchable' }}
        value={{ kind: 'options', keys: [] }}
        onChange={onChange}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Countries' }), 'finl{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: ['FI'] });
  });
});

describe('Enter picks the only match the reference service answers', () => {
  const served = connectedTestService({ ads: 20 });
  let filter: Filter;
  let match: OptionRecord;
  beforeAll(async () => {
    const group = await served.connection.client.filters('platform_a');
    filter = group.filters.find((f) => f.key === 'interests')!;
    const all = await served.connection.client.filterItems('platform_a', 'interests', { search: '' });
    // A label no other option's label contains, typed in full, answers one option.
    match = all.find((record) => all.filter((other) => other.label?.includes(record.label ?? '')).length === 1)!;
  }, 120_000);

  it('looks the typed text up, then Enter adds the one option', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMultiSearchableApi
        id="interests"
        filter={filter}
        value={{ kind: 'options', keys: [] }}
        onChange={onChange}
        loadOptions={optionsLoader(served.connection, { platform: 'platform_a', filter: 'interests' })}
      />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Interests' }), match.label!);
    await screen.findByRole('option', { name: match.label! }, { timeout: 5000 });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [match.key] });
  });
});
