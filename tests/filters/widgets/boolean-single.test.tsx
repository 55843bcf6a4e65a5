import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BooleanSingle } from '../../../src/filters/widgets/boolean-single';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({
  key: 'has_video',
  label: 'Has video',
  component: 'BooleanSingle',
  description: 'Ads with at least one video',
});

describe('BooleanSingle', () => {
  it('offers Any / Yes / No and emits true, false or null', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <BooleanSingle id="video" filter={filter} value={{ kind: 'boolean', value: null }} onChange={onChange} />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Has video' });
    expect(group).toHaveAccessibleDescription('Ads with at least one video');
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'boolean', value: false });
    rerender(<BooleanSingle id="video" filter={filter} value={{ kind: 'boolean', value: true }} onChange={onChange} />);
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Any' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'boolean', value: null });
  });
});
