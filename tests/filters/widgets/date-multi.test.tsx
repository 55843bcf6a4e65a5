import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateMulti } from '../../../src/filters/widgets/date-multi';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({ key: 'date', label: 'First seen', component: 'DateMulti' });

describe('DateMulti', () => {
  it('picks an inclusive range of days', async () => {
    const onChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <DateMulti
        id="date"
        filter={filter}
        value={{ kind: 'date_range', from: '2026-02-01', to: '2026-02-28' }}
        onChange={onChange}
      />,
    );
    const field = screen.getByRole('button', { name: 'First seen' });
    expect(field).toHaveTextContent('2026-02-01 – 2026-02-28');
    await user.click(field);
    await user.click(screen.getByRole('button', { name: '3 February 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'date_range', from: '2026-02-03', to: null });
    rerender(
      <DateMulti
        id="date"
        filter={filter}
        value={{ kind: 'date_range', from: '2026-02-03', to: null }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '10 February 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'date_range', from: '2026-02-03', to: '2026-02-10' });
  });

  it('names the month controls of its calendar', async () => {
    const { user } = renderWithProviders(
      <DateMulti
        id="date"
        filter={filter}
        value={{ kind: 'date_range', from: '2026-02-01', to: null }}
        onChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'First seen' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: '1 March 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: '1 February 2026' })).toBeInTheDocument();
  });
});
