import { screen, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { SavedSearchesView } from '../../src/workspace/saved-searches/saved-searches-view';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import type { Workspace } from '../../src/workspace/core/workspace-backends';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';
import { gate } from '../utils/gate';

const served = connectedTestService({ ads: 40 });
let workspace: Workspace;
beforeAll(async () => {
  const { connection } = served;
  workspace = createWorkspace(connection, await connection.client.capabilities());
});
afterEach(() => vi.restoreAllMocks());

const SLOW = { timeout: 10_000 };

/** The saved searches page over `workspace` with `rename` held at `gate` before it reaches the real service. */
function renderWithHeldRename(held: Promise<void>) {
  const calls: string[] = [];
  const savedSearches = {
    ...workspace.savedSearches,
    rename: async (id: number, name: string) => {
      calls.push(name);
      await held;
      await workspace.savedSearches.rename(id, name);
    },
  };
  const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
  const view = renderWithProviders(
    <SearchStoreProvider store={store}>
      <SavedSearchesView active={{ connection: served.connection, workspace: { ...workspace, savedSearches } }} />
    </SearchStoreProvider>,
  );
  return { ...view, calls };
}

async function rename(user: ReturnType<typeof renderWithHeldRename>['user'], from: string, to: string) {
  await user.click(await screen.findByRole('button', { name: `Rename ${from}` }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
  const field = within(dialog).getByRole('textbox', { name: 'Name' });
  await user.clear(field);
  await user.type(field, to);
  await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
}

/** The names the real service keeps. */
const serviceNames = async () => (await workspace.savedSearches.list()).map((search) => search.name);

describe('a workspace write, against the real service', () => {
  it('shows a rename before the service has answered, and keeps it once the service has', async () => {
    await workspace.savedSearches.create({ name: 'Launches', platform: 'platform_a', link: '/platform_a', body: {} });
    const answer = gate();
    const { user, calls } = renderWithHeldRename(answer.held);
    await rename(user, 'Launches', 'Launches, EU');

    expect(await screen.findByText('Launches, EU')).toBeInTheDocument();
    // The premise: the write was sent and is still unanswered, so the service keeps the old name.
    expect(calls).toEqual(['Launches, EU']);
    expect(await serviceNames()).toContain('Launches');
    expect(await serviceNames()).not.toContain('Launches, EU');

    answer.open();
    await vi.waitFor(async () => expect(await serviceNames()).toContain('Launches, EU'), SLOW);
    expect(screen.getByText('Launches, EU')).toBeInTheDocument();
    expect(screen.queryByText('Launches')).not.toBeInTheDocument();
  });

  it('puts the old name back and says why when the service refuses the rename', async () => {
    await workspace.savedSearches.create({ name: 'Spring', platform: 'platform_a', link: '/platform_a?q=2', body: {} });
    const show = vi.spyOn(notifications, 'show');
    const answer = gate();
    const { user } = renderWithHeldRename(answer.held);
    await rename(user, 'Spring', 'Spring sale');
    // The premise: the new name shows at once, before any answer.
    expect(await screen.findByText('Spring sale')).toBeInTheDocument();
    expect(screen.queryByText('Spring')).not.toBeInTheDocument();

    answer.refuse(new Error('The service refused the name.'));
    expect(await screen.findByText('Spring', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Spring sale')).not.toBeInTheDocument();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        color: 'red',
        title: 'The search was not renamed',
        message: 'The service refused the name.',
      }),
    );
    expect(await serviceNames()).toContain('Spring');
  });
});
