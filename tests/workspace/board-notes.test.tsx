import { useState } from 'react';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdActions } from '../../src/ads/ad-actions-context';
import type { AdSummary } from '../../src/contract/ads';
import { BoardNotes } from '../../src/workspace/boards/board-notes';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import type { Workspace } from '../../src/workspace/core/workspace-backends';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

// jsdom has no FontFaceSet (`document.fonts`), which Mantine's autosizing textarea listens to.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const served = connectedTestService({ ads: 40 });
let workspace: Workspace;
let ads: AdSummary[];
beforeAll(async () => {
  const { connection } = served;
  workspace = createWorkspace(connection, await connection.client.capabilities());
  ads = (await connection.client.search('mega', { fields: {} })).ads;
});

const SLOW = { timeout: 10_000 };

/** The note the service keeps for `ad` on `board`. */
async function storedNote(board: number, ad: AdSummary): Promise<string | undefined> {
  const page = await workspace.boards.ads(board, 1);
  return page.ads.find((saved) => saved.ad.id === ad.id && saved.ad.platform === ad.platform)?.note;
}

/** A board holding `ad` with no note, on the real service. */
async function boardWith(ad: AdSummary, name: string): Promise<number> {
  const board = await workspace.boards.create(name);
  await workspace.boards.save(board.id, ad, '');
  return board.id;
}

/** The drawer's part of a board's ad actions, with a button that closes it (unmounting the editor). */
function Drawer({ ad }: { ad: AdSummary }) {
  const [open, setOpen] = useState(true);
  const actions = useAdActions();
  return (
    <>
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
      {open && <section aria-label="Drawer">{actions.renderAdActions(ad, 'drawer')}</section>}
    </>
  );
}

function renderNotes(ad: AdSummary, save: (ad: AdSummary, note: string) => Promise<void>) {
  return renderWithProviders(
    <>
      <Notifications />
      <BoardNotes notes={new Map()} onSaveNote={save}>
        <Drawer ad={ad} />
      </BoardNotes>
    </>,
  );
}

describe('a board note, against the real service', () => {
  it('saves as it is typed and says so quietly', async () => {
    const ad = ads[0]!;
    const board = await boardWith(ad, 'Typed');
    const { user } = renderNotes(ad, (saved, note) => workspace.boards.save(board, saved, note));
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Strong hook');
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(await storedNote(board, ad)).toBe('Strong hook');
  });

  it('keeps what was typed when the field is left with Tab, and when the editor goes at once', async () => {
    const ad = ads[1]!;
    const board = await boardWith(ad, 'Closed');
    const { user, unmount } = renderNotes(ad, (saved, note) => workspace.boards.save(board, saved, note));
    const note = screen.getByRole('textbox', { name: 'Note' });
    await user.type(note, 'First thought');
    await user.tab();
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(await storedNote(board, ad)).toBe('First thought');

    // Gone with the focus still in the field and no pause: as when the page leaves the board.
    await user.type(note, ', and more');
    unmount();
    await expect.poll(() => storedNote(board, ad), SLOW).toBe('First thought, and more');
  });

  it('shows a failed save with Retry, and saves what was typed on Retry', async () => {
    const ad = ads[2]!;
    const board = await boardWith(ad, 'Flaky');
    // The one fault the service cannot produce on demand: the network dropping a request.
    let failures = 1;
    const { user } = renderNotes(ad, async (saved, note) => {
      if (failures-- > 0) throw new Error('Failed to fetch');
      await workspace.boards.save(board, saved, note);
    });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Keep me');
    await user.tab();
    const alert = await screen.findByRole('alert', { name: 'Note not saved' }, SLOW);
    expect(alert).toHaveTextContent('Failed to fetch');
    expect(await storedNote(board, ad)).toBe('');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Saved', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Note not saved' })).not.toBeInTheDocument();
    expect(await storedNote(board, ad)).toBe('Keep me');
  });

  it('tells of a save that fails after the drawer closed, with Retry, and keeps the note until then', async () => {
    const ad = ads[3]!;
    const board = await boardWith(ad, 'Closed while failing');
    // Two failures: leaving the field for the Close button saves once, closing tries again.
    let failures = 2;
    const { user } = renderNotes(ad, async (saved, note) => {
      if (failures-- > 0) throw new Error('Failed to fetch');
      await workspace.boards.save(board, saved, note);
    });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Not lost');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByText(/could not be saved: Failed to fetch/, {}, SLOW);
    const notice = screen.getAllByRole('alert').find((alert) => within(alert).queryByText(/could not be saved/));
    expect(notice).toHaveTextContent('Note not saved');
    await user.click(within(notice!).getByRole('button', { name: 'Retry' }));
    await expect.poll(() => storedNote(board, ad), SLOW).toBe('Not lost');
    await waitFor(() => expect(screen.queryByText(/could not be saved/)).not.toBeInTheDocument());
  });
});
