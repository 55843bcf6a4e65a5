import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ValueOfKind } from '../../../src/filters/engine/value-model';
import { NumberMultiRange } from '../../../src/filters/widgets/number-multi-range';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'days_running',
  label: 'Days running',
  component: 'NumberMultiRange',
  component_data: { min: 0, max: 365, infinite_sign: true },
});

/** Holds the value like the store does, so typing several digits builds one number. */
function Controlled({ onChange }: { onChange(next: ValueOfKind<'number_range'>): void }) {
  const [value, setValue] = useState<ValueOfKind<'number_range'>>({ kind: 'number_range', min: null, max: null });
  return (
    <NumberMultiRange
      id="days"
      filter={filter}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberMultiRange', () => {
  it('types both ends and clears the upper one to leave it open', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Days running' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Days running from' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Days running to' }), '90{Enter}');
    expect(onChange.mock.calls).toEqual([
      [{ kind: 'number_range', min: 10, max: null }],
      [{ kind: 'number_range', min: 10, max: 90 }],
    ]);
    await user.clear(screen.getByRole('textbox', { name: 'Days running to' }));
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'number_range', min: 10, max: null });
  });

  it('hints ∞ for an open upper end', () => {
    renderWithProviders(<Controlled onChange={vi.fn()} />);
    const to = screen.getByRole('textbox', { name: 'Days running to' });
    expect(to).toHaveAttribute('placeholder', '∞');
    expect(screen.getByRole('group', { name: 'Days running' })).toHaveAccessibleDescription(
      'Leave “to” empty for no upper limit (∞)',
    );
  });

  it('reads an inverted pair the other way round', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Days running to' }), '50{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Days running from' }), '70{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'number_range', min: 50, max: 70 });
    expect(screen.getByRole('textbox', { name: 'Days running from' })).toHaveValue('50');
  });

  it('refuses an end outside 0–365 with the allowed range, sends nothing, and takes a corrected one', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Controlled onChange={onChange} />);
    const to = screen.getByRole('textbox', { name: 'Days running to' });
    await user.type(to, '1k{Enter}');
    expect(to).toHaveAccessibleDescription('Enter a number from 0 to 365');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(to);
    await user.type(to, '300{Enter}');
    expect(onChange.mock.calls).toEqual([[{ kind: 'number_range', min: null, max: 300 }]]);
  });
});
