import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { BoardsView } from '../../src/workspace/boards/boards-view';
import { HiddenView } from '../../src/workspace/hidden/hidden-view';
import { SavedSearchesView } from '../../src/workspace/saved-searches/saved-searches-view';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import type { Workspace } from '../../src/workspace/core/workspace-backends';
import type { ActiveWorkspace } from '../../src/workspace/core/workspace-context';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 40 });
let workspace: Workspace;
beforeAll(async () => {
  const { connection } = served;
  workspace = createWorkspace(connection, await connection.client.capabilities());
  await workspace.boards.create('Launches');
  await workspace.savedSearches.create({
    name: 'Women',
    platform: 'platform_b',
    link: '/platform_b?gender=2',
    body: {},
  });
});

/** `list` of the real service's workspace, failing its first call as a dropped connection would. */
function failingOnce<T>(list: () => Promise<T>): () => Promise<T> {
  let calls = 0;
  return () => (calls++ === 0 ? Promise.reject(new Error('The connection was reset.')) : list());
}

function render(view: (active: ActiveWorkspace) => ReactElement) {
  const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
  return renderWithProviders(
    <SearchStoreProvider store={store}>{view({ connection: served.connection, workspace })}</SearchStoreProvider>,
  );
}

describe('a workspace page whose list fails to load', () => {
  it('says so with Retry on the boards page, and lists the boards after Retry', async () => {
    const boards = { ...workspace.boards, list: failingOnce(() => workspace.boards.list()) };
    const { user } = render((active) => <BoardsView active={{ ...active, workspace: { ...workspace, boards } }} />);
    expect(await screen.findByText('Could not load your boards')).toBeInTheDocument();
    expect(screen.getByText('The connection was reset.')).toBeInTheDocument();
    expect(screen.queryByText(/No boards yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Launches' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load your boards')).not.toBeInTheDocument();
  });

  it('says so with Retry on the saved searches page, and lists them after Retry', async () => {
    const savedSearches = { ...workspace.savedSearches, list: failingOnce(() => workspace.savedSearches.list()) };
    const { user } = render((active) => (
      <SavedSearchesView active={{ ...active, workspace: { ...workspace, savedSearches } }} />
    ));
    expect(await screen.findByText('Could not load your saved searches')).toBeInTheDocument();
    expect(screen.queryByText(/No saved searches yet/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Women')).toBeInTheDocument();
  });

  it('says so with Retry on the hidden page, rather than "Nothing is hidden"', async () => {
    const hidden = { ...workspace.hidden, list: failingOnce(() => workspace.hidden.list()) };
    const { user } = render((active) => <HiddenView active={{ ...active, workspace: { ...workspace, hidden } }} />);
    expect(await screen.findByText('Could not load what you hid')).toBeInTheDocument();
    expect(screen.queryByText('Nothing is hidden.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nothing is hidden.')).toBeInTheDocument();
  });
});
