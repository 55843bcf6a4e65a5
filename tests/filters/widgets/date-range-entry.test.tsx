import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateMulti } from '../../../src/filters/widgets/date-multi';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const filter = wireFilter({ key: 'date', label: 'First seen', component: 'DateMulti' });
const EMPTY = { kind: 'date_range', from: null, to: null } as const;

/** `days` before today as a UTC `YYYY-MM-DD`, counted apart from the presets' own arithmetic. */
function utcDaysAgo(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

describe('DateMulti presets and typed entry', () => {
  it('sets a ready-made range from the calendar: the last 7 days up to today in UTC', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateMulti id="date" filter={filter} value={EMPTY} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'First seen' }));
    for (const name of ['Last 30 days', 'Last 90 days', 'This month']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'date_range', from: utcDaysAgo(6), to: utcDaysAgo(0) });
  });

  it('takes a range typed as YYYY-MM-DD from the keyboard, Enter applying it', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateMulti id="date" filter={filter} value={EMPTY} onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Type dates' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Hide typed dates' })).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'First seen from' })).toHaveFocus();
    await user.keyboard('2026-02-03');
    await user.tab();
    await user.keyboard('2026-02-10{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'date_range', from: '2026-02-03', to: '2026-02-10' });
  });

  it('says what is wrong with a typed date, in the field, and sets nothing', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<DateMulti id="date" filter={filter} value={EMPTY} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Type dates' }));
    const form = screen.getByRole('form', { name: 'Type First seen dates' });
    const from = within(form).getByRole('textbox', { name: 'First seen from' });
    const to = within(form).getByRole('textbox', { name: 'First seen to' });
    await user.type(from, '03/02/2026');
    await user.type(to, '2026-02-30');
    await user.click(within(form).getByRole('button', { name: 'Apply dates' }));
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(from).toHaveAccessibleDescription('Type the date as YYYY-MM-DD, e.g. 2026-03-01');
    expect(to).toHaveAccessibleDescription('There is no day 2026-02-30');

    await user.clear(from);
    await user.type(from, '2026-03-05');
    await user.clear(to);
    await user.type(to, '2026-03-01{Enter}');
    expect(from).not.toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('The end comes before the start');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a range set elsewhere in the typed fields', async () => {
    const { user, rerender } = renderWithProviders(
      <DateMulti id="date" filter={filter} value={EMPTY} onChange={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Type dates' }));
    rerender(
      <DateMulti
        id="date"
        filter={filter}
        value={{ kind: 'date_range', from: '2026-01-01', to: '2026-01-31' }}
        onChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'First seen from' })).toHaveValue('2026-01-01');
    expect(screen.getByRole('textbox', { name: 'First seen to' })).toHaveValue('2026-01-31');
  });
});
