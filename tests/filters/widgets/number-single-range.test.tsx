import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ValueOfKind } from '../../../src/filters/engine/value-model';
import { NumberSingleRange } from '../../../src/filters/widgets/number-single-range';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'min_impressions',
  label: 'Impressions',
  placeholder: 'At least',
  component: 'NumberSingleRange',
  component_data: { min: 0 },
});

function Controlled({ onChange }: { onChange(next: ValueOfKind<'number'>): void }) {
  const [value, setValue] = useState<ValueOfKind<'number'>>({ kind: 'number', value: null });
  return (
    <NumberSingleRange
      id="impressions"
      filter={filter}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberSingleRange', () => {
  it('commits the typed lower bound on Enter once, and null when cleared and left', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Impressions' });
    expect(input).toHaveAttribute('placeholder', 'At least');
    await user.type(input, '1500{Enter}');
    expect(onChange.mock.calls).toEqual([[{ kind: 'number', value: 1500 }]]);
    await user.clear(input);
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'number', value: null });
  });

  it.each([
    ['2,500,000', 2_500_000, '2,500,000'],
    ['2.5M', 2_500_000, '2,500,000'],
    ['1m', 1_000_000, '1,000,000'],
    ['10k', 10_000, '10,000'],
    ['1.25k', 1250, '1,250'],
    ['2 500', 2500, '2,500'],
  ])('reads "%s" typed key by key as one commit of %d, shown grouped', async (typed, number, grouped) => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Impressions' });
    await user.type(input, typed);
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([[{ kind: 'number', value: number }]]);
    expect(input).toHaveValue(grouped);
  });

  it('refuses what it cannot read or what is below the minimum, says so, and sends nothing', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Impressions' });
    await user.type(input, '-5{Enter}');
    expect(input).toHaveAccessibleDescription('Enter a number of at least 0');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, '2,5{Enter}');
    expect(input).toHaveAccessibleDescription('Enter a number, such as 2,500,000, 2.5M or 10k');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('2,5');

    await user.clear(input);
    await user.type(input, '5{Enter}');
    expect(onChange.mock.calls).toEqual([[{ kind: 'number', value: 5 }]]);
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('steps with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Impressions' }), '5{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'number', value: 6 });
  });

  it('shows a value set from outside, such as a reset, grouped', () => {
    const { rerender } = renderWithProviders(
      <NumberSingleRange id="impressions" filter={filter} value={{ kind: 'number', value: 7000 }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Impressions' })).toHaveValue('7,000');
    rerender(
      <NumberSingleRange id="impressions" filter={filter} value={{ kind: 'number', value: null }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Impressions' })).toHaveValue('');
  });
});
