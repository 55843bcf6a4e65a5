import { createHmac } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver } from '../utils/webhook-receiver';
import { blockingViolations, runAxe } from './support/axe';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, saveSearch } from './support/workspace-steps';

/** The service delivers to this loopback receiver: allowed by name, rounds and retries short. */
const suite = explorerSuite({ webhooks: { allowHosts: ['127.0.0.1'], intervalMs: 200, retryMs: 400 } });

/** The receiver fails the first request it gets, then takes every one. */
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  receiver = await startWebhookReceiver(({ nth }) => ({ status: nth === 1 ? 500 : 200 }));
});
afterAll(() => receiver.close());

const PHONE = { width: 390, height: 844 };

describe('alerts of a saved search (feeds and webhooks)', () => {
  it('make, copy and revoke a feed link that any reader opens; add a webhook, see its secret once, test it and follow the retry in its log', async () => {
    const { context, page } = await suite.open({ clipboard: true });
    await page.goto(`${suite.origin}/mega`);
    await adCards(page).first().waitFor();
    await saveSearch(page, 'Watch A');
    await openWorkspacePage(page, 'Saved searches');
    // The alerts are used on a phone as well: the rest of the test runs at its width.
    await page.setViewportSize(PHONE);
    await page
      .getByRole('row', { name: /Watch A/ })
      .getByRole('button', { name: 'Alerts for Watch A' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Alerts: Watch A' });

    // The feed link: made, shown once to copy, read as Atom by a reader with no key, then revoked.
    await dialog.getByRole('button', { name: 'Create feed link' }).click();
    const feedField = dialog.getByRole('textbox', { name: 'Feed link' });
    const feedUrl = await feedField.inputValue();
    expect(feedUrl).toMatch(new RegExp(`^${suite.origin}/api/v2/feeds/[\\w-]+\\.atom$`));
    await dialog.getByRole('button', { name: 'Copy feed link' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
    const feed = await fetch(feedUrl);
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(xml) as {
      feed: { title: string; entry: { id: string }[] };
    };
    expect(parsed.feed.title).toBe('Watch A');
    expect(parsed.feed.entry.length).toBe(50);
    expect(parsed.feed.entry[0]!.id).toMatch(new RegExp(`^${suite.origin}/[a-z_]+\\?ad=\\d+$`));
    // On a phone the dialog fits the screen: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await dialog.getByRole('button', { name: 'Revoke feed link' }).click();
    await dialog.getByRole('button', { name: 'Create feed link' }).waitFor();
    await expect.poll(async () => (await fetch(feedUrl)).status, POLL).toBe(404);

    // A private target is refused with the reason, next to the field.
    const urlField = dialog.getByRole('textbox', { name: 'Webhook URL' });
    await urlField.fill('http://10.1.2.3/hooks');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog.getByText(/private, loopback or link-local/).waitFor();

    await urlField.fill(receiver.url('/ads'));
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = await dialog.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    const webhook = dialog.getByRole('listitem', { name: `Webhook ${receiver.url('/ads')}` });
    await webhook.waitFor();
    expect(blockingViolations(await runAxe(page))).toEqual([]);

    await webhook.getByRole('button', { name: 'Send test' }).click();
    const log = webhook.getByRole('table', { name: `Deliveries to ${receiver.url('/ads')}` });
    const row = log.getByRole('row').nth(1);
    // The first attempt got 500, the retry delivered it.
    await row.getByText('delivered').waitFor({ timeout: 20_000 });
    expect(await row.getByRole('cell').nth(1).textContent()).toBe('Test');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2 attempts (1 retry)');
    expect(await row.getByRole('cell').nth(4).textContent()).toBe('HTTP 200');
    expect(receiver.received).toHaveLength(2);
    const [failedAttempt, retry] = receiver.received;
    expect(retry!.headers['x-delivery-id']).toBe(failedAttempt!.headers['x-delivery-id']);
    for (const got of receiver.received) {
      expect(got.headers['x-signature']).toBe(`sha256=${createHmac('sha256', secret).update(got.body).digest('hex')}`);
    }
    expect(receiver.mostAtOnce()).toBe(1);

    // Closed and opened again, the secret is gone for good; the webhook stays until revoked.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Alerts for Watch A' }).click();
    await webhook.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Signing secret' }).count()).toBe(0);
    await webhook.getByRole('button', { name: 'Revoke' }).click();
    await webhook.waitFor({ state: 'detached' });
    await dialog.getByText('No webhooks yet.').waitFor();
    await context.close();
  }, 90_000);
});
