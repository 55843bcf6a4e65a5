import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CBoolean } from '../../../src/filters/widgets/c-boolean';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({ key: 'only_active', label: 'Only running ads', component: 'CBoolean' });

describe('CBoolean', () => {
  it('turns on with the keyboard to true and off to the empty value', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <CBoolean id="active" filter={filter} value={{ kind: 'boolean', value: null }} onChange={onChange} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Only running ads' });
    toggle.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'boolean', value: true });
    rerender(<CBoolean id="active" filter={filter} value={{ kind: 'boolean', value: true }} onChange={onChange} />);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'boolean', value: null });
  });
});
