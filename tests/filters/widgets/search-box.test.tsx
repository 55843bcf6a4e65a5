import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Filter } from '../../../src/contract/filters';
import type { ValueOfKind } from '../../../src/filters/engine/value-model';
import { SearchBox } from '../../../src/filters/widgets/search-box';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

type Terms = ValueOfKind<'terms'>;

const termsFilter = wireFilter({
  key: 'search_field',
  label: 'Keywords',
  placeholder: 'Search ad text',
  component: 'SearchBox',
  sub_keys: { type: 'type', main: 'text' },
});
const textFilter = wireFilter({ key: 'domain', label: 'Domain', placeholder: 'example.com', component: 'SearchBox' });

/** `search_field` as the service sends it: its items name each kind (one left unlabelled here). */
const labelledTermsFilter = wireFilter({
  key: 'search_field',
  label: 'Keywords',
  component: 'SearchBox',
  sub_keys: { type: 'type', main: 'text' },
  component_data: {
    items: [
      { key: 'text', label: 'Includes' },
      { key: 'without_owner', label: 'Hide domain' },
      { key: 'without_fanpage' },
      { key: 'without_owner_name', label: 'Hide advertiser' },
    ],
  },
});

function ControlledTerms({
  initial,
  onChange,
  filter = termsFilter,
}: {
  initial: Terms;
  onChange(next: Terms): void;
  filter?: Filter;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SearchBox
      id="kw"
      filter={filter}
      value={value}
      onChange={(next) => {
        if (next.kind !== 'terms') throw new Error('terms expected');
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SearchBox with sub_keys (search_field)', () => {
  it('adds a text term and an exclusion with Enter', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ControlledTerms initial={{ kind: 'terms', terms: [] }} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    expect(input).toHaveAttribute('placeholder', 'Search ad text');
    await user.type(input, 'running shoes{Enter}');
    await user.click(screen.getByRole('combobox', { name: 'Term kind' }));
    await user.click(screen.getByRole('option', { name: 'Exclude domain' }));
    await user.type(input, 'acme{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'terms',
      terms: [
        { type: 'text', text: 'running shoes' },
        { type: 'without_owner', text: 'acme' },
      ],
    });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(input).toHaveValue('');
  });

  it('names each kind as the service labels it, and a kind it leaves unlabelled by the built-in wording', async () => {
    const onChange = vi.fn();
    const initial: Terms = { kind: 'terms', terms: [{ type: 'without_owner', text: 'acme.com' }] };
    const { user } = renderWithProviders(
      <ControlledTerms initial={initial} onChange={onChange} filter={labelledTermsFilter} />,
    );
    expect(screen.getByRole('button', { name: 'Edit Hide domain: acme.com' })).toBeInTheDocument();
    const kind = screen.getByRole('combobox', { name: 'Term kind' });
    expect(kind).toHaveValue('Includes');
    await user.click(kind);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Includes',
      'Hide domain',
      'Exclude page',
      'Hide advertiser',
    ]);
    await user.click(screen.getByRole('option', { name: 'Hide advertiser' }));
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), 'Acme{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'terms',
      terms: [
        { type: 'without_owner', text: 'acme.com' },
        { type: 'without_owner_name', text: 'Acme' },
      ],
    });
    expect(screen.getByRole('button', { name: 'Remove Hide advertiser: Acme' })).toBeInTheDocument();
  });

  it('returns to Contains after a term is added, and says what the chosen kind matches', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ControlledTerms initial={{ kind: 'terms', terms: [] }} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    const kind = screen.getByRole('combobox', { name: 'Term kind' });
    expect(input).toHaveAccessibleDescription(/With several Contains terms, an ad must contain every one/);
    await user.click(kind);
    await user.click(screen.getByRole('option', { name: 'Exclude domain' }));
    expect(input).toHaveAccessibleDescription(/^Exclude domain: Removes ads whose display domain is exactly this one/);
    await user.type(input, 'coral.com{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'terms', terms: [{ type: 'without_owner', text: 'coral.com' }] });
    expect(kind).toHaveValue('Contains');
    expect(input).toHaveAccessibleDescription(/^Finds ads whose title/);
    await user.type(input, 'shoes{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'terms',
      terms: [
        { type: 'without_owner', text: 'coral.com' },
        { type: 'text', text: 'shoes' },
      ],
    });
  });

  it('returns to Contains when the terms change from outside, and when left with nothing typed', async () => {
    function WithClearAll() {
      const [value, setValue] = useState<Terms>({ kind: 'terms', terms: [{ type: 'text', text: 'shoes' }] });
      return (
        <>
          <SearchBox
            id="kw"
            filter={termsFilter}
            value={value}
            onChange={(next) => next.kind === 'terms' && setValue(next)}
          />
          <button type="button" onClick={() => setValue({ kind: 'terms', terms: [] })}>
            Clear all
          </button>
        </>
      );
    }
    const { user } = renderWithProviders(<WithClearAll />);
    const kind = screen.getByRole('combobox', { name: 'Term kind' });
    const chooseExcludePage = async () => {
      await user.click(kind);
      await user.click(screen.getByRole('option', { name: 'Exclude page' }));
      expect(kind).toHaveValue('Exclude page');
    };
    await chooseExcludePage();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(kind).toHaveValue('Contains');
    // Chosen, then left without a term: Clear all with nothing to clear still finds Contains.
    await chooseExcludePage();
    await user.click(screen.getByRole('textbox', { name: 'Keywords' }));
    expect(kind).toHaveValue('Exclude page');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(kind).toHaveValue('Contains');
  });

  it('ignores blank terms', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ControlledTerms initial={{ kind: 'terms', terms: [] }} onChange={onChange} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Keywords' }), '   {Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('edits a term by clicking its chip and removes one with its button', async () => {
    const onChange = vi.fn();
    const initial: Terms = {
      kind: 'terms',
      terms: [
        { type: 'text', text: 'shoes' },
        { type: 'without_fanpage', text: 'outlet' },
      ],
    };
    const { user } = renderWithProviders(<ControlledTerms initial={initial} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Edit Contains: shoes' }));
    const input = screen.getByRole('textbox', { name: 'Keywords' });
    expect(input).toHaveValue('shoes');
    await user.clear(input);
    await user.type(input, 'boots{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({
      kind: 'terms',
      terms: [
        { type: 'text', text: 'boots' },
        { type: 'without_fanpage', text: 'outlet' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove Exclude page: outlet' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'terms', terms: [{ type: 'text', text: 'boots' }] });
  });

  it('cancels an edit with Escape', async () => {
    const onChange = vi.fn();
    const initial: Terms = { kind: 'terms', terms: [{ type: 'text', text: 'shoes' }] };
    const { user } = renderWithProviders(<ControlledTerms initial={initial} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Edit Contains: shoes' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('textbox', { name: 'Keywords' })).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('SearchBox without sub_keys', () => {
  it('commits the trimmed text on Enter, not per keystroke', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SearchBox id="domain" filter={textFilter} value={{ kind: 'text', text: '' }} onChange={onChange} />,
    );
    const input = screen.getByRole('searchbox', { name: 'Domain' });
    expect(input).toHaveAttribute('placeholder', 'example.com');
    await user.type(input, ' shop.example {Enter}');
    expect(onChange.mock.calls).toEqual([[{ kind: 'text', text: 'shop.example' }]]);
  });
});
