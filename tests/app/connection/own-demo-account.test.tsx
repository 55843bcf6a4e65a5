import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConnectionProvider, useConnection } from '../../../src/app/connection/connection-context';
import { memoryStorages } from '../../../src/app/connection/browser-storages';
import type { ConnectionSettings } from '../../../src/app/connection/connection-settings';
import type { ConnectionStorages } from '../../../src/app/connection/connection-storage';
import { readDemoAccount } from '../../../src/app/connection/demo-account-storage';
import { connectionOf } from '../../../src/app/connection/connection-state';
import { workspaceLabel } from '../../../src/app/connection/workspace-label';
import { hiddenApi } from '../../../src/client/extensions/hidden-api';
import { issueKey } from '../../../src/service/keys/key-commands';
import { connectedTestService } from '../../utils/connected-service';
import { createTestQueryClient } from '../../utils/render';

const served = connectedTestService({ ads: 40 });
let storages: ConnectionStorages;
beforeEach(() => {
  storages = memoryStorages().storages;
});

const settingsOf = (apiKey: string): ConnectionSettings => ({
  baseUrl: served.service.baseUrl('v2'),
  apiKey,
  authMode: 'header',
  remember: false,
});

function renderProvider(settings: ConnectionSettings, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ConnectionProvider initial={settings} storages={storages}>
        {children}
      </ConnectionProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useConnection(), { wrapper });
}

describe("a browser's own demo account", () => {
  it('is minted once however many ask at once, kept, and sent from then on under the same connection name', async () => {
    const settings = settingsOf('demo-pro');
    const { result } = renderProvider(settings);
    const before = result.current.state;
    if (before.status !== 'ready') throw new Error('the test settings are valid');
    // The premise: nothing kept yet, and the label promises the browser a workspace of its own.
    expect(before.demoAccount).toBeUndefined();
    expect(workspaceLabel(before, ['demo_accounts'])).toBe('Demo · Pro plan · this browser’s workspace');

    const asked = await act(() => Promise.all([1, 2, 3].map(() => result.current.ownDemoAccount())));
    const minted = (await served.service.keys.list()).filter((record) => record.label === 'demo-pro account');
    expect(minted).toHaveLength(1);
    const kept = readDemoAccount(storages.local, settings);
    expect(kept).toMatchObject({ plan: 'pro' });
    expect(new Set(asked.map((connection) => connection.id))).toEqual(new Set([before.connection.id]));
    const after = result.current.state;
    if (after.status !== 'ready') throw new Error('still ready');
    expect(after.demoAccount).toEqual(kept);
    expect(after.connection.id).toBe(before.connection.id);
    // One account: what one hides through the answered connection, the kept state's connection lists.
    await hiddenApi(asked[0]!.client).hideOwner(7);
    expect((await hiddenApi(after.connection.client).list()).owners.map((owner) => owner.id)).toEqual([7]);
    expect((await hiddenApi(before.connection.client).list()).owners).toEqual([]);
    await expect(result.current.ownDemoAccount()).resolves.toBe(after.connection);
  });

  it('comes back on the next visit from local storage, and a real key never gets one', async () => {
    const settings = settingsOf('demo-free');
    const { result, unmount } = renderProvider(settings);
    await act(() => result.current.ownDemoAccount());
    unmount();
    const again = renderProvider(settings).result.current.state;
    expect(again).toMatchObject({ status: 'ready', demoAccount: { plan: 'free' } });
    if (again.status !== 'ready') throw new Error('ready');
    expect(workspaceLabel(again, undefined)).toBe('Demo · Free plan · this browser’s workspace');

    const real = await issueKey(served.service.keys, { plan: 'pro' });
    const state = renderProvider(settingsOf(real.secret)).result.current.state;
    expect(state).not.toHaveProperty('demoAccount');
    if (state.status !== 'ready') throw new Error('ready');
    expect(workspaceLabel(state, ['demo_accounts'])).toBeUndefined();
  });

  it('says a workspace is shared where the service cannot give the browser one', () => {
    const state = renderProvider(settingsOf('demo-pro')).result.current.state;
    if (state.status !== 'ready') throw new Error('ready');
    expect(workspaceLabel(state, ['boards', 'hidden'])).toBe('Demo · Pro plan · shared workspace');
    expect(workspaceLabel(state, undefined)).toBeUndefined();
  });

  it('is kept when another connection was refused: a wrong key tried earlier says nothing of it', async () => {
    const settings = settingsOf('demo-pro');
    const view = renderProvider(settings);
    await act(() => view.result.current.ownDemoAccount());
    view.unmount();
    const kept = readDemoAccount(storages.local, settings);
    // The premise: the cache holds a refusal, of a connection with another key.
    const queryClient = createTestQueryClient();
    const wrong = connectionOf(settingsOf('not-a-key'));
    await queryClient
      .fetchQuery({ queryKey: ['filters', wrong.id], queryFn: () => wrong.client.filters('platform_a') })
      .catch(() => {});
    expect(queryClient.getQueryState(['filters', wrong.id])?.error).toMatchObject({ kind: 'api', status: 401 });

    const { result } = renderProvider(settings, queryClient);
    await act(() => Promise.resolve());
    expect(result.current.state).toMatchObject({ status: 'ready', demoAccount: kept });
    expect(readDemoAccount(storages.local, settings)).toEqual(kept);
  });
});
