import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateSingle } from '../../../src/filters/widgets/date-single';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({ key: 'seen_on', label: 'Seen on', placeholder: 'Any day', component: 'DateSingle' });

describe('DateSingle', () => {
  it('picks a day from the calendar as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <DateSingle id="seen" filter={filter} value={{ kind: 'date', date: '2026-01-15' }} onChange={onChange} />,
    );
    const field = screen.getByRole('button', { name: 'Seen on' });
    expect(field).toHaveTextContent('2026-01-15');
    await user.click(field);
    await user.click(screen.getByRole('button', { name: '20 January 2026' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'date', date: '2026-01-20' });
  });

  it('names the previous and next controls at the month, year and decade levels', async () => {
    const { user } = renderWithProviders(
      <DateSingle id="seen" filter={filter} value={{ kind: 'date', date: '2026-01-15' }} onChange={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Seen on' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('button', { name: '15 December 2025' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'January 2026' }));
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    expect(screen.getByRole('button', { name: '2027' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous year' }));
    await user.click(screen.getByRole('button', { name: '2026' }));
    await user.click(screen.getByRole('button', { name: 'Previous decade' }));
    expect(screen.getByRole('button', { name: '2015' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next decade' })).toBeInTheDocument();
  });

  it('shows the placeholder while empty', () => {
    renderWithProviders(
      <DateSingle id="seen" filter={filter} value={{ kind: 'date', date: null }} onChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Seen on' })).toHaveTextContent('Any day');
  });
});
