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

  it('steps with the arrow keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Impressions' }), '5{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'number', value: 6 });
  });

  it('shows a value set from outside, such as a reset', () => {
    const { rerender } = renderWithProviders(
      <NumberSingleRange id="impressions" filter={filter} value={{ kind: 'number', value: 700 }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Impressions' })).toHaveValue('700');
    rerender(
      <NumberSingleRange id="impressions" filter={filter} value={{ kind: 'number', value: null }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'Impressions' })).toHaveValue('');
  });
});
