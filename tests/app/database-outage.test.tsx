import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/app';
import { CONNECTION_STORAGE_KEY } from '../../src/app/connection/connection-storage';
import { bootPage } from '../../src/app/page-boot';
import { createAppQueryClient } from '../../src/app/query-client';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../src/service/http/database-failure';
import { outageDb } from '../utils/outage-db';
import { startTestService, type TestService } from '../utils/service';
import { demoSettings, SLOW } from './app-helpers';

let outage: ReturnType<typeof outageDb>;
let service: TestService;
beforeAll(async () => {
  service = await startTestService({ ads: 120, database: (db) => (outage = outageDb(db)).db });
}, 120_000);
afterAll(() => service.close());
afterEach(() => {
  outage.start();
  vi.useRealTimers();
});

const RETRY_AFTER_MS = UNAVAILABLE_RETRY_AFTER_S * 1000;
const PROBLEM = 'The service cannot reach its database';

/** The explorer with its own query client (its retries are under test), the database down. */
async function explorerWhileDatabaseDown() {
  outage.stop();
  sessionStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify(demoSettings(service.baseUrl('v2'))));
  window.history.replaceState(null, '', '/platform_a');
  // Timers run on as real time passes; the waits the service asks for are skipped ahead.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  render(<App boot={bootPage(createAppQueryClient())} />);
  // The premise: the service's database refused the explorer's first requests.
  await vi.waitFor(() => expect(outage.refused).toBeGreaterThan(0), SLOW);
}

const ads = async () =>
  within(await screen.findByRole('feed', { name: 'Ads' }, SLOW)).findAllByRole('article', {}, SLOW);

const savedOnService = async () =>
  (await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM board_ads')).rows[0]!.n;

/** Saves the first ad shown and expects the service, not this browser, to keep it. */
async function expectSavesKeptByService() {
  const before = await savedOnService();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const [save] = await screen.findAllByRole('button', { name: /^Save: / }, SLOW);
  const saved = save!.getAttribute('aria-label')!.replace(/^Save:/, 'Saved:');
  await user.click(save!);
  await screen.findByRole('button', { name: saved }, SLOW);
  // The card shows the save before the service has it: wait for the service.
  await vi.waitFor(async () => expect(await savedOnService()).toBe(before + 1), SLOW);
  expect(screen.queryByText('Your workspace is kept in this browser')).not.toBeInTheDocument();
}

describe('the service’s database restarting', { timeout: 60_000 }, () => {
  it('is waited out as the service’s Retry-After says: the ads show with no error, and saves go to the service', async () => {
    await explorerWhileDatabaseDown();
    outage.start();
    await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
    expect(await ads()).not.toHaveLength(0);
    expect(screen.queryByText(PROBLEM)).not.toBeInTheDocument();
    await expectSavesKeptByService();
  });

  it('is said, with when to try again, once the retries are spent; Retry then shows the ads, and saves go to the service', async () => {
    await explorerWhileDatabaseDown();
    // Each retry is sent once the wait before it has passed and its answer is back: skip ahead a
    // wait at a time until the explorer gives up.
    const alert = await vi.waitFor(async () => {
      await act(() => vi.advanceTimersByTimeAsync(RETRY_AFTER_MS));
      const [said] = screen.getAllByRole('alert').filter((shown) => within(shown).queryByText(PROBLEM));
      expect(said).toBeDefined();
      return said!;
    }, SLOW);
    expect(alert).toHaveTextContent(`Try again in ${UNAVAILABLE_RETRY_AFTER_S} s.`);

    outage.start();
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await ads()).not.toHaveLength(0);
    await expectSavesKeptByService();
  });
});
