import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StringSingle } from '../../../src/filters/widgets/string-single';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'media_type',
  label: 'Media type',
  placeholder: 'Any media',
  component: 'StringSingle',
  component_data: {
    items: [
      { key: 1, label: 'Image' },
      { key: 2, label: 'Video' },
      { key: 3, label: 'Carousel' },
    ],
  },
});

describe('StringSingle', () => {
  it('picks one option with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringSingle id="media" filter={filter} value={{ kind: 'options', keys: [] }} onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Media type' });
    expect(select).toHaveAttribute('placeholder', 'Any media');
    select.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [2] });
  });

  it('replaces the selected option and shows disabled ones as disabled', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <StringSingle
        id="media"
        filter={filter}
        value={{ kind: 'options', keys: [1] }}
        onChange={onChange}
        disabledKeys={new Set([3])}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Media type' })).toHaveValue('Image');
    await user.click(screen.getByRole('combobox', { name: 'Media type' }));
    expect(screen.getByRole('option', { name: /Carousel/ })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Video' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'options', keys: [2] });
  });
});
