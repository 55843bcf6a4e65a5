import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BooleanMulti } from '../../../src/filters/widgets/boolean-multi';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'is_verified',
  label: 'Verified advertiser',
  component: 'BooleanMulti',
  component_data: {
    items: [
      { key: true, label: 'Verified' },
      { key: false, label: 'Not verified' },
    ],
  },
});

describe('BooleanMulti', () => {
  it('checks and unchecks boolean keys', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <BooleanMulti id="verified" filter={filter} value={{ kind: 'options', keys: [] }} onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Verified advertiser' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Not verified' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [false] });
    rerender(
      <BooleanMulti
        id="verified"
        filter={filter}
        value={{ kind: 'options', keys: [false, true] }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Not verified' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [true] });
  });

  it('locks every checkbox when the filter is disabled', () => {
    renderWithProviders(
      <BooleanMulti id="verified" filter={filter} value={{ kind: 'options', keys: [] }} onChange={vi.fn()} disabled />,
    );
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
