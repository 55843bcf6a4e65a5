import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { filterPanel, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { errorsOf } from './support/page-errors';

const LINK = '/platform_b?gender=1&days_running=5..';
/** A box of the panel that the link leaves unticked, and what ticking it adds to the search. */
const OPTION = { label: 'Image', filter: 'media_type', value: [1], param: 'media_type=1' };

/** What the page noted: when its first ad was painted, and when each click was made. */
interface Moments {
  painted?: number;
  clicks: number[];
}

/**
 * Runs in the page before its scripts: notes the end of the frame that first shows an ad (a task
 * queued from that frame's animation callback runs once its paint is done) and the moment each
 * click was made (`timeStamp`, when the input happened, not when a busy page got to it).
 */
function noteMoments() {
  const moments: Moments = { clicks: [] };
  (window as unknown as { __moments: Moments }).__moments = moments;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="feed"] article')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (moments.painted = performance.now())));
  });
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('click', (event) => event.isTrusted && moments.clicks.push(event.timeStamp), true);
}

const momentsOf = (page: Page) => page.evaluate(() => (window as unknown as { __moments: Moments }).__moments);

/** The centre of the option's label once the page has it laid out, else undefined. */
function labelCentre(label: string): { x: number; y: number } | undefined {
  const box = [...document.querySelectorAll('nav[aria-label="Filters"] label')]
    .find((element) => element.textContent === label)
    ?.getBoundingClientRect();
  return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
}

/** The centre of the option's label as soon as the page has it laid out. */
async function optionOnArrival(page: Page): Promise<{ x: number; y: number }> {
  const centre = await page.waitForFunction(labelCentre, OPTION.label, { polling: 'raf', timeout: POLL.timeout });
  return (await centre.jsonValue())!;
}

/**
 * Has the page ask for a mouse click on the option as soon as it and the first ad are in the page,
 * as a user reaching for it at once would: the page calls out then, so no polling from the test
 * stands between the paint and the click. The button goes down and up as a hand's does,
 * whether or not the page is busy (one after the other through Playwright, the release waited
 * for a busy page to take the press first).
 */
async function clickOptionWhenPainted(page: Page): Promise<void> {
  const input = await page.context().newCDPSession(page);
  await page.exposeBinding('__clickAt', (_source, x: number, y: number) => {
    const event = { x, y, button: 'left', clickCount: 1 } as const;
    return Promise.all([
      input.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...event }),
      input.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...event }),
    ]);
  });
  await page.addInitScript((label) => {
    const labelOf = () =>
      [...document.querySelectorAll('nav[aria-label="Filters"] label')].find(
        (element) => element.textContent === label,
      );
    const observer = new MutationObserver(() => {
      if (!document.querySelector('[role="feed"] article') || !labelOf()) return;
      observer.disconnect();
      // Asked for as they arrive: the click itself comes a round trip through the test later,
      // which on a loaded machine is most of a frame or more, so it lands about when they show.
      const box = labelOf()!.getBoundingClientRect();
      const click = (window as unknown as { __clickAt(x: number, y: number): Promise<void> }).__clickAt;
      void click(box.x + box.width / 2, box.y + box.height / 2);
    });
    observer.observe(document, { childList: true, subtree: true });
  }, OPTION.label);
}

describe('a filter clicked as soon as the server-drawn page shows it', () => {
  const suite = explorerSuite({ serverRender: true });

  it('sends its search for a click within 300 ms of the first paint', async () => {
    // The click is made through this process, which a loaded machine can hold up past 300 ms:
    // such a try does not have the test's premise, and the page is opened again, three times at most.
    const late: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { context, page, searches } = await suite.open();
      const errors = errorsOf(page);
      await context.addInitScript(noteMoments);
      await clickOptionWhenPainted(page);
      let html = '';
      const search = await searches.after(async () => {
        html = (await (await page.goto(`${suite.origin}${LINK}`, { waitUntil: 'commit' }))?.text()) ?? '';
      });

      // The premise: the page is the server's, and the click came within 300 ms of its first ad
      // being painted.
      expect(html).toContain('id="server-page-state"');
      const { painted, clicks } = await momentsOf(page);
      // (A click on a label is followed by the one it passes on to its box.)
      expect(clicks.length).toBeGreaterThan(0);
      if (clicks[0]! - painted! > 300) {
        late.push(Math.round(clicks[0]! - painted!));
        await context.close();
        continue;
      }
      expect(search.body[OPTION.filter]).toEqual(OPTION.value);
      await expect
        .poll(() => filterPanel(page).getByRole('checkbox', { name: OPTION.label }).isChecked(), POLL)
        .toBe(true);
      expect(page.url()).toContain(OPTION.param);
      expect(errors).toEqual([]);
      await context.close();
      return;
    }
    expect.fail(`each click came more than 300 ms after the first paint: ${late.join(', ')} ms`);
  });

  it('keeps a click made before any script ran, and sends its search once the panel is hydrated', async () => {
    const { context, page, searches } = await suite.open();
    const errors = errorsOf(page);
    await context.addInitScript(noteMoments);
    // The page's entry, asked for before the click or after it, is held back until the click has
    // been made: nothing of React is there yet.
    let release!: () => void;
    const clicked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await clicked;
      await route.continue();
    });
    await page.goto(`${suite.origin}${LINK}`, { waitUntil: 'commit' });
    const centre = await optionOnArrival(page);
    await page.mouse.click(centre.x, centre.y);

    // The premise: the box took the click in the page alone, with no script to act on it (React
    // marks the root it hydrates).
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).length)).toBe(0);
    const box = filterPanel(page).getByRole('checkbox', { name: OPTION.label });
    expect(await box.isChecked()).toBe(true);
    expect(searches.requested).toBe(0);

    const search = await searches.after(async () => release());
    expect(search.body[OPTION.filter]).toEqual(OPTION.value);
    await expect.poll(() => page.url(), POLL).toContain(OPTION.param);
    // Ticked once: the box stays ticked, and no later search takes the option off again.
    await page.waitForTimeout(500);
    expect(await box.isChecked()).toBe(true);
    expect((await searches.latest()).body[OPTION.filter]).toEqual(OPTION.value);
    expect(errors).toEqual([]);
    await context.close();
  });
});
