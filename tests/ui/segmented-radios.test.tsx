import { screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedRadios } from '../../src/ui/segmented-radios';
import { renderWithProviders } from '../utils/render';

const SIZES = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
] as const;

/** A segment's text where it draws its own background as the chosen one. */
const CHOSEN = 'label[data-active] > span';

describe('SegmentedRadios', () => {
  it('is a named group of radios whose chosen one is marked for its background, chosen by click or arrow', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SegmentedRadios name="size" aria-label="Size" data={SIZES} value="m" onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: 'Size' })).toBeInTheDocument();
    const medium = screen.getByRole('radio', { name: 'Medium' });
    expect(medium).toBeChecked();
    expect(screen.getAllByText(/./, { selector: CHOSEN })).toEqual([screen.getByText('Medium')]);
    await user.click(screen.getByRole('radio', { name: 'Large' }));
    expect(onChange).toHaveBeenLastCalledWith('l');
    medium.focus();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('s');
  });

  it('renders once when it mounts: nothing measured, no state set from its refs or effects', () => {
    const commits = vi.fn();
    renderWithProviders(
      <Profiler id="radios" onRender={commits}>
        <SegmentedRadios name="size" aria-label="Size" data={SIZES} value="s" onChange={() => {}} />
      </Profiler>,
    );
    expect(commits.mock.calls.map((call) => call[1])).toEqual(['mount']);
  });

  it('takes no choice while disabled, and marks no segment chosen', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <SegmentedRadios name="size" aria-label="Size" data={SIZES} value="s" onChange={onChange} disabled />,
    );
    await user.click(screen.getByText('Large'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Large' })).toBeDisabled();
    expect(screen.queryAllByText(/./, { selector: CHOSEN })).toEqual([]);
  });
});
