import { createServer, type Socket } from 'node:net';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adCards, connectTo, filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { toggleChip } from './support/filter-controls';
import { expectShown } from './support/grid-expectations';
import { saveScreenshot } from './support/screenshots';

const suite = explorerSuite();

/** Past the explorer's wait before it says it is still waiting. */
const STILL_WAITING_AFTER = 5_000;

/** What the test changes in a catalogue's filters. */
interface WireFilter {
  key: string;
  disabled?: string;
  component_data: { items: { action?: string }[] };
}

describe('the page survives what browsers and services do to it', () => {
  it('works with site data blocked, keeping the connection in memory and saying so', async () => {
    const { context, page, searches } = await suite.open();
    await context.addInitScript(() => {
      for (const name of ['sessionStorage', 'localStorage']) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const search = await searches.after(() => page.goto(`${suite.origin}/platform_a`));
    // The premise: reading either storage throws in this page, as with site data blocked.
    expect(
      await page.evaluate(() =>
        ['sessionStorage', 'localStorage'].map((name) => {
          try {
            return (window as unknown as Record<string, Storage>)[name] ? 'readable' : 'missing';
          } catch {
            return 'blocked';
          }
        }),
      ),
    ).toEqual(['blocked', 'blocked']);
    await expectShown(page, search);
    await page.getByText('Settings will not be remembered').waitFor();
    await context.close();
  });

  it('shows every ad that parses, says which did not, and degrades unknown filter actions and locks', async () => {
    const { context, page, searches } = await suite.open();
    let brokenId = 0;
    await page.route(/\/api\/v2\/ads\/platform_a\/search$/, async (route) => {
      const answer = await route.fetch();
      const envelope = (await answer.json()) as { data: { ads: Record<string, unknown>[] } };
      const broken = envelope.data.ads[3]!;
      brokenId = broken.id as number;
      broken.owner = 'not an owner';
      await route.fulfill({ response: answer, json: envelope });
    });
    await page.route(/\/api\/v2\/ads\/platform_a\/filters$/, async (route) => {
      const answer = await route.fetch();
      const envelope = (await answer.json()) as { data: { filters: WireFilter[] } };
      const gender = envelope.data.filters.find((filter) => filter.key === 'gender')!;
      gender.component_data.items[1]!.action = 'SOMETHING_NEWER';
      envelope.data.filters.find((filter) => filter.key === 'behaviors')!.disabled = 'enterprise_plan';
      await route.fulfill({ response: answer, json: envelope });
    });

    const search = await searches.after(() => page.goto(`${suite.origin}/platform_a`));
    expect(search.answer.ids).toHaveLength(18);
    const notice = page.getByRole('status').filter({ hasText: '1 ad could not be shown' });
    await notice.getByText(`Ad #${brokenId} on page 1, position 4: owner:`, { exact: false }).waitFor();
    await page.getByText(/ · 17 loaded$/).waitFor();
    await expect.poll(() => adCards(page).count(), POLL).toBeGreaterThan(3);
    await saveScreenshot(page, 'unreadable-ad');

    // The catalogue still renders: the unknown action reads as none, the unknown lock still locks.
    const men = filterPanel(page).getByRole('checkbox', { name: 'Men', exact: true });
    const women = await searches.after(() =>
      filterPanel(page).locator('label').getByText('Men', { exact: true }).click(),
    );
    expect(women.body.gender).toEqual([1]);
    expect(await men.isChecked()).toBe(true);
    expect(await filterPanel(page).getByRole('checkbox', { name: 'Engaged shoppers' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps a filter chosen while the first search is still on its way', async () => {
    const { context, page, searches } = await suite.open();
    // The page's first search is held until the test lets it go; later ones pass at once.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let first: Request | undefined;
    await page.route(/\/api\/v[12]\/\S*\/search$/, async (route) => {
      if (first === undefined) {
        first = route.request();
        await released;
      }
      // The page may have given up on the held search meanwhile: then there is nothing to send on.
      await route.continue().catch(() => undefined);
    });
    await page.goto(`${suite.origin}/platform_b`);
    await filterPanel(page).getByText('Gender').first().waitFor();
    // The premise: the first search has left and has no answer yet.
    await expect.poll(() => searches.requested, POLL).toBe(1);
    expect(await searches.answered()).toEqual([]);

    const women = await searches.after(() => toggleChip(page, 'Women'));
    expect(women.url).toBe(first!.url());
    expect(women.body.gender).not.toEqual(first!.postDataJSON().gender);
    await expectShown(page, women);

    // The held search is let go after the filter's was answered (the page gives it up): whatever
    // becomes of it, the filter's results stay.
    // (`response()` settles when the request ends, answered or not.)
    const settled = first!.response();
    release();
    await settled;
    await expectShown(page, women);
    expect(new URL(page.url()).searchParams.get('gender')).not.toBeNull();
    await expect.poll(() => filterPanel(page).getByRole('button', { name: 'Reset Gender' }).count(), POLL).toBe(1);
    await context.close();
  });

  it('says it is still waiting for a service that never answers, and stops when asked', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    const { context, page } = await suite.open();
    // The page's clock, so the notice's wait passes at once instead of in the seconds it lasts.
    await page.clock.install();
    try {
      await page.goto(`${suite.origin}/platform_a`);
      await connectTo(page, `http://127.0.0.1:${port}/api/v2`, 'v2');
      // The premise: the browser reached the silent service, which answers nothing.
      await expect.poll(() => sockets.size, POLL).toBeGreaterThan(0);
      const waiting = page.getByRole('status').filter({ hasText: 'Still waiting for the service to answer' });
      await page.clock.fastForward(STILL_WAITING_AFTER);
      await waiting.waitFor();
      await saveScreenshot(page, 'still-waiting');

      await waiting.getByRole('button', { name: 'Stop waiting' }).click();
      const stopped = page.getByRole('status').filter({ hasText: 'Stopped waiting for the service.' });
      await stopped.waitFor();
      expect(await waiting.count()).toBe(0);
      await stopped.getByRole('button', { name: 'Try again' }).click();
      await page.clock.fastForward(STILL_WAITING_AFTER);
      await waiting.waitFor();
    } finally {
      await context.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
