import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyConnectionSettingsDrawer } from '../../src/app/app-layout';
import { defaultConnectionSettings } from '../../src/app/connection/connection-settings';
import { lazyUntilOpened } from '../../src/ui/lazy-until-opened';
import { LazyNameModal } from '../../src/workspace/core/name-modal-part';
import { renderWithProviders } from '../utils/render';

interface PanelProps {
  opened: boolean;
  label: string;
}

function Panel({ opened, label }: PanelProps) {
  return <p>{`${label} ${opened ? 'open' : 'closed'}`}</p>;
}

describe('lazyUntilOpened', () => {
  it('loads nothing while closed, loads once on the first open, and stays mounted after closing', async () => {
    const load = vi.fn(async () => Panel);
    const LazyPanel = lazyUntilOpened<PanelProps>(
      load,
      (props) => props.opened,
      (props) => ({ ...props, opened: false }),
    );
    const { rerender } = renderWithProviders(<LazyPanel opened={false} label="Panel" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText(/^Panel/)).not.toBeInTheDocument();

    rerender(<LazyPanel opened label="Panel" />);
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
    rerender(<LazyPanel opened={false} label="Panel" />);
    expect(screen.getByText('Panel closed')).toBeInTheDocument();
    rerender(<LazyPanel opened label="Panel" />);
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the real connection settings drawer once opened', async () => {
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened(true)}>Settings</button>
          <LazyConnectionSettingsDrawer
            opened={opened}
            onClose={() => setOpened(false)}
            settings={defaultConnectionSettings('http://localhost')}
            onSave={() => {}}
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Host />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    expect(await screen.findByRole('dialog', { name: 'Connection settings' })).toBeInTheDocument();
  });

  it('opens a loaded modal as an eager one opens, so closing it the first time returns focus to its opener', async () => {
    function Host() {
      const [opened, setOpened] = useState(false);
      return (
        <>
          <button onClick={() => setOpened(true)}>Name it</button>
          <LazyNameModal
            opened={opened}
            onClose={() => setOpened(false)}
            onSubmit={() => {}}
            title="New board"
            label="Board name"
            action="Create"
          />
        </>
      );
    }
    const { user } = renderWithProviders(<Host />);
    const opener = screen.getByRole('button', { name: 'Name it' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'New board' });
    // The premise: the modal took focus.
    await waitFor(() => expect(opener).not.toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
