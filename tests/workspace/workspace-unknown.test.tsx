import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSearchStore } from '../../src/search/search-store';
import { SearchStoreProvider } from '../../src/search/search-store-context';
import { createWorkspace } from '../../src/workspace/core/use-workspace';
import { WorkspacePage } from '../../src/workspace/shell/workspace-page';
import { WorkspaceShell } from '../../src/workspace/shell/workspace-shell';
import { connectedTestService } from '../utils/connected-service';
import { outageDb } from '../utils/outage-db';
import { renderWithProviders } from '../utils/render';

let outage: ReturnType<typeof outageDb>;
const served = connectedTestService({ ads: 40, database: (db) => (outage = outageDb(db)).db });
beforeAll(async () => {
  const { connection } = served;
  await createWorkspace(connection, await connection.client.capabilities()).boards.create('Launches');
});
afterEach(() => outage.start());

const SLOW = { timeout: 10_000 };

/** The boards page in the workspace shell, the service's catalogue `answering` or not. */
function boardsPage(answering: boolean): ReactElement {
  const store = createSearchStore({ platform: 'platform_a', params: new URLSearchParams(), ad: null });
  return (
    <SearchStoreProvider store={store}>
      <WorkspaceShell connection={served.connection} answering={answering}>
        <WorkspacePage connection={served.connection} pathname="/boards" />
      </WorkspaceShell>
    </SearchStoreProvider>
  );
}

/** The boards page opened while the service cannot say what it offers (its database down). */
async function openedWhileDown() {
  outage.stop();
  const view = renderWithProviders(boardsPage(false));
  const alert = await screen.findByRole('alert', {}, SLOW);
  expect(alert).toHaveTextContent('Could not load your workspace');
  // The premise: the service was asked, and its database refused.
  expect(outage.refused).toBeGreaterThan(0);
  // Not this browser's (empty) boards in place of the service's.
  expect(screen.queryByText(/No boards yet/)).not.toBeInTheDocument();
  return { ...view, alert };
}

describe('a workspace whose deployment cannot say what it offers', () => {
  it('says so with Retry, and Retry shows the boards the service keeps', async () => {
    const { user, alert } = await openedWhileDown();
    outage.start();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Launches' }, SLOW)).toBeInTheDocument();
  });

  it('is asked again once the service answers again, without a Retry', async () => {
    const { rerender } = await openedWhileDown();
    outage.start();
    rerender(boardsPage(true));
    expect(await screen.findByRole('link', { name: 'Launches' }, SLOW)).toBeInTheDocument();
  });
});
