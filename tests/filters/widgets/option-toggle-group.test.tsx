import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OptionKey } from '../../../src/contract/filters';
import { BooleanMulti } from '../../../src/filters/widgets/boolean-multi';
import { StringMulti } from '../../../src/filters/widgets/string-multi';
import { renderWithProviders } from '../../utils/render';
import { wireFilter } from './filter-fixture';

const networks = wireFilter({
  key: 'networks',
  label: 'Networks',
  component: 'StringMulti',
  component_data: {
    items: [
      { key: 1, label: 'Taboola' },
      { key: 2, label: 'Outbrain' },
      { key: 3, label: 'MGID' },
      { key: 4, label: 'RevContent' },
    ],
  },
});

/** The chips between two buttons, holding their own value, so focus and toggling run as in the panel. */
function Chips({ initial = [], locked = [] }: { initial?: OptionKey[]; locked?: OptionKey[] }) {
  const [keys, setKeys] = useState(initial);
  return (
    <>
      <button type="button">Before</button>
      <StringMulti
        id="networks"
        filter={networks}
        value={{ kind: 'options', keys }}
        onChange={(next) => setKeys(next.keys)}
        disabledKeys={new Set(locked)}
      />
      <button type="button">After</button>
    </>
  );
}

const chip = (name: string) => screen.getByRole('checkbox', { name });

describe('option groups are one tab stop with arrow keys', () => {
  it('Tab enters the group once and leaves it at the next control', async () => {
    const { user } = renderWithProviders(<Chips />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(chip('Taboola')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(chip('Taboola')).toHaveFocus();
  });

  it('the arrow keys move between options, wrapping, Home and End jump, Space toggles', async () => {
    const { user } = renderWithProviders(<Chips />);
    chip('Taboola').focus();
    await user.keyboard('{ArrowRight}');
    expect(chip('Outbrain')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
    expect(chip('Taboola')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(chip('RevContent')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(chip('Taboola')).toHaveFocus();
    await user.keyboard('{End}{ArrowUp} ');
    expect(chip('MGID')).toHaveFocus();
    expect(chip('MGID')).toBeChecked();
    expect(chip('Taboola')).not.toBeChecked();
  });

  it('comes back to the option last focused, and starts at the first chosen one', async () => {
    const { user } = renderWithProviders(<Chips initial={[3]} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(chip('MGID')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await user.tab();
    await user.tab({ shift: true });
    expect(chip('RevContent')).toHaveFocus();
  });

  it('skips locked options', async () => {
    const { user } = renderWithProviders(<Chips locked={[1, 2]} />);
    screen.getByRole('button', { name: 'Before' }).focus();
    await user.tab();
    expect(chip('MGID')).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(chip('MGID')).toHaveFocus();
  });

  it('holds for checkbox groups too', async () => {
    const filter = wireFilter({
      key: 'media',
      label: 'Media',
      component: 'BooleanMulti',
      component_data: {
        items: [
          { key: 'image', label: 'Image' },
          { key: 'video', label: 'Video' },
        ],
      },
    });
    const { user } = renderWithProviders(
      <>
        <BooleanMulti id="media" filter={filter} value={{ kind: 'options', keys: [] }} onChange={() => {}} />
        <button type="button">After</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Image' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('checkbox', { name: 'Video' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });
});
