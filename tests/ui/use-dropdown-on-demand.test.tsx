import { Select } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDropdownOnDemand } from '../../src/ui/use-dropdown-on-demand';
import { renderWithProviders } from '../utils/render';

function Colour() {
  return <Select label="Colour" data={['Red', 'Green', 'Blue']} defaultValue="Green" {...useDropdownOnDemand()} />;
}

describe('useDropdownOnDemand', () => {
  it('leaves the options out until the field is focused, then keeps them, so the first arrow reaches the chosen one', async () => {
    const { user } = renderWithProviders(<Colour />);
    expect(screen.queryAllByRole('option', { hidden: true })).toEqual([]);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Colour' })).toHaveFocus();
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Green' })).toHaveAttribute('data-combobox-selected');
  });

  it('mounts the options as the pointer reaches the field, before a click opens it', async () => {
    const { user } = renderWithProviders(<Colour />);
    await user.hover(screen.getByRole('combobox', { name: 'Colour' }));
    expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(3);
  });
});
