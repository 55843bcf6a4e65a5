import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { SavedSearchesView } from '../../src/workspace/saved-searches/saved-searches-view';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import type { ActiveWorkspace } from '../../src/workspace/core/workspace-context';
import { connectedTestService } from '../utils/connected-service';
import { renderWithProviders } from '../utils/render';

const served = connectedTestService({ ads: 40 });
let active: ActiveWorkspace;
beforeAll(async () => {
  const { connection } = served;
  active = { connection, workspace: createWorkspace(connection, await connection.client.capabilities()) };
});

const SLOW = { timeout: 10_000 };

describe('the saved searches page, against the real service', () => {
  it('renames a search in a dialog that starts from its name, and lists the new name', async () => {
    // The premise: the search is kept by the service, under its first name.
    expect(active.workspace.savedSearches.kind).toBe('server');
    const saved = await active.workspace.savedSearches.create({
      name: 'Women, US',
      platform: 'platform_b',
      link: '/platform_b?gender=2',
      body: { gender: [2] },
    });
    const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
    const { user } = renderWithProviders(
      <SearchStoreProvider store={store}>
        <SavedSearchesView active={active} />
      </SearchStoreProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Rename Women, US' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Women, US');
    await user.clear(name);
    await user.type(name, 'Women in the US{Enter}');
    expect(await screen.findByText('Women in the US', {}, SLOW)).toBeInTheDocument();
    const [renamed] = (await active.workspace.savedSearches.list()).filter((search) => search.id === saved.id);
    expect(renamed?.name).toBe('Women in the US');
  });
});
