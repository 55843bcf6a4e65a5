import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app/app';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import { readDemoAccount, writeDemoAccount } from '../../src/app/connection/demo-account-storage';
import { bootPage } from '../../src/app/page-boot';
import { createConnection } from '../../src/client/connection';
import { boardsApi } from '../../src/client/extensions/boards-api';
import { mintDemoAccount } from '../../src/client/extensions/demo-accounts-api';
import { createTestQueryClient } from '../utils/render';
import { appTestService, demoSettings, SLOW } from './app-helpers';

const testService = appTestService();

describe('a demo account the service no longer has (its database reset, the key revoked)', { timeout: 60_000 }, () => {
  it('is forgotten: the explorer searches on the public demo key and says a new workspace starts with the next save', async () => {
    const settings = demoSettings(testService().baseUrl('v2'));
    // This browser minted its own account on an earlier visit; the operator has since revoked it.
    const minted = await mintDemoAccount(createConnection({ baseUrl: settings.baseUrl, apiKey: 'demo-pro' }).client);
    const [record] = (await testService().keys.list()).filter((key) => key.label === 'demo-pro account');
    expect(await testService().keys.revoke(record!.id)).toBe(true);
    sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(settings));
    writeDemoAccount(localStorage, settings, { apiKey: minted.api_key, plan: minted.plan });
    window.history.replaceState(null, '', '/platform_a');

    render(<App boot={bootPage(createTestQueryClient())} />);
    const feed = await screen.findByRole('feed', { name: 'Ads' }, SLOW);
    expect(await within(feed).findAllByRole('article', {}, SLOW)).not.toHaveLength(0);
    expect(await screen.findByText(/Your demo workspace is no longer on this service/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('The key was refused')).not.toBeInTheDocument();
    await waitFor(() => expect(readDemoAccount(localStorage, settings)).toBeUndefined());

    // The next save makes this browser a new account, and the ad is saved there.
    const user = userEvent.setup();
    const [save] = await screen.findAllByRole('button', { name: /^Save: / }, SLOW);
    await user.click(save!);
    await waitFor(() => expect(readDemoAccount(localStorage, settings)).toBeDefined(), SLOW);
    const fresh = readDemoAccount(localStorage, settings)!;
    expect(fresh.apiKey).not.toBe(minted.api_key);
    const boards = boardsApi(createConnection({ baseUrl: settings.baseUrl, apiKey: fresh.apiKey }).client);
    await waitFor(async () => expect((await boards.list())[0]?.ads_count).toBe(1), SLOW);
  });
});
