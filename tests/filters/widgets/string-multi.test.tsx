import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StringMulti } from '../../../src/filters/widgets/string-multi';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'networks',
  label: 'Networks',
  description: 'Ad networks that served the ad',
  component: 'StringMulti',
  component_data: {
    items: [
      { key: 0, label: 'All networks', action: 'DISABLE_OTHER' },
      { key: 1, label: 'Taboola' },
      { key: 2, label: 'Outbrain' },
    ],
  },
});

describe('StringMulti', () => {
  it('adds a clicked chip to the selected keys', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMulti id="networks" filter={filter} value={{ kind: 'options', keys: [1] }} onChange={onChange} />,
    );
    expect(screen.getByRole('group', { name: 'Networks' })).toHaveAccessibleDescription(
      'Ad networks that served the ad',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Outbrain' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [1, 2] });
  });

  it('removes a selected chip with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMulti id="networks" filter={filter} value={{ kind: 'options', keys: [1, 2] }} onChange={onChange} />,
    );
    expect(screen.getByRole('checkbox', { name: 'Taboola' })).toBeChecked();
    screen.getByRole('checkbox', { name: 'Taboola' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [2] });
  });

  it('shows disabled options with the reason', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringMulti
        id="networks"
        filter={filter}
        value={{ kind: 'options', keys: [0] }}
        onChange={onChange}
        disabledKeys={new Set([1, 2])}
      />,
    );
    const taboola = screen.getByRole('checkbox', { name: 'Taboola' });
    expect(taboola).toBeDisabled();
    expect(taboola).toHaveAccessibleDescription('Unavailable while “All networks” is selected');
    await user.click(taboola);
    expect(onChange).not.toHaveBeenCalled();
  });
});
