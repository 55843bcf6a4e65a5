import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { adCards, adDrawer, filterPanel, type OpenExplorerOptions } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { blockingViolations, countByImpact, runAxe, type AxeCounts } from './support/axe';

const suite = explorerSuite();

/** A phone held upright, in CSS pixels. */
const PHONE = { width: 390, height: 844 };

/** axe's counts and rules per state, printed together after the last test. */
const measured = new Map<string, { counts: AxeCounts; rules: string }>();

afterAll(() => {
  console.log(
    ['axe violations (elements) by state:']
      .concat(
        [...measured].map(
          ([state, { counts: c, rules }]) =>
            `  ${state.padEnd(28)} critical ${c.critical}, serious ${c.serious}, moderate ${c.moderate}, minor ${c.minor}  ${rules}`,
        ),
      )
      .join('\n'),
  );
});

/** Opens `path` and waits until the results and the filter panel are on screen. */
async function openLoaded(path: string, options: OpenExplorerOptions = {}) {
  const tab = await suite.open(options);
  await tab.page.goto(`${suite.origin}${path}`);
  await adCards(tab.page).first().waitFor();
  // By id: a phone's closed filter sheet is hidden from the accessibility tree, and so from `filterPanel`.
  await tab.page
    .locator('#filters')
    .getByRole('button', { name: 'Clear all', exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });
  return tab;
}

/** Runs axe over the page, records its counts under `state` and expects nothing serious or critical. */
async function expectNoBlockingViolations(page: Page, state: string): Promise<void> {
  const violations = await runAxe(page);
  const rules = violations.map((violation) => `${violation.id}×${violation.nodes.length}`).join(' ');
  measured.set(state, { counts: countByImpact(violations), rules });
  // Soft: a test goes on to its later states, so every state is measured in one run.
  expect.soft(blockingViolations(violations), state).toEqual([]);
}

async function useDarkTheme(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
}

async function openFirstAd(page: Page): Promise<void> {
  await adCards(page).first().getByRole('heading').click();
  await adDrawer(page).getByRole('button', { name: 'Next ad' }).waitFor();
}

/** Waits until no CSS transition runs: axe reads a dialog fading in as text of too little contrast. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

/** Runs axe with the dialog `name` open, then closes it with its close button, which must be named. */
async function expectDialogAccessible(page: Page, name: string, state: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  await settled(page);
  await expectNoBlockingViolations(page, state);
  await dialog.getByRole('button', { name: `Close ${name.toLowerCase()}` }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('accessibility (axe-core: nothing serious or critical)', () => {
  it('the main page', async () => {
    const { context, page } = await openLoaded('/platform_b');
    await expectNoBlockingViolations(page, 'main page');
    await context.close();
  });

  it('the main page on the free plan, with locked filters', async () => {
    const { context, page } = await openLoaded('/platform_b', { connection: { version: 'v2', apiKey: 'demo-free' } });
    await filterPanel(page).getByText('Upgrade to Pro to use this filter').first().waitFor();
    await expectNoBlockingViolations(page, 'free plan');
    await context.close();
  });

  it('the Mega tab', async () => {
    const { context, page } = await openLoaded('/mega');
    await expectNoBlockingViolations(page, 'Mega tab');
    await context.close();
  });

  it('active filters and an empty result', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_b?gender=2&days_running=10..90&search_field=text:qqzzxqq`);
    await page.getByRole('button', { name: 'Remove the last filter' }).waitFor();
    await page.getByRole('region', { name: 'Active filters' }).waitFor();
    await expectNoBlockingViolations(page, 'active filters, no result');
    await context.close();
  });

  it('an ad drawer open', async () => {
    const { context, page } = await openLoaded('/platform_b');
    await openFirstAd(page);
    await expectNoBlockingViolations(page, 'ad drawer open');
    await context.close();
  });

  it('a compact grid, and typed dates with an error', async () => {
    const { context, page } = await openLoaded('/platform_b?density=compact');
    await page.getByRole('button', { name: 'Compact', exact: true, pressed: true }).waitFor();
    await filterPanel(page).getByRole('button', { name: 'Type dates' }).first().click();
    const from = filterPanel(page).getByRole('textbox', { name: 'First seen from' });
    await from.fill('2026-02-30');
    await from.press('Enter');
    await filterPanel(page).getByText('There is no day 2026-02-30').waitFor();
    await expectNoBlockingViolations(page, 'compact grid, typed dates');
    await context.close();
  });

  it('the connection settings open', async () => {
    const { context, page } = await openLoaded('/platform_b');
    await page.getByRole('button', { name: 'Connection settings' }).click();
    await page.getByRole('dialog', { name: 'Connection settings' }).getByRole('button', { name: 'Save' }).waitFor();
    await expectNoBlockingViolations(page, 'settings open');
    await context.close();
  });

  it('dark mode, with and without the drawer', async () => {
    const { context, page } = await openLoaded('/platform_b');
    await useDarkTheme(page);
    await expectNoBlockingViolations(page, 'dark mode');
    await openFirstAd(page);
    await expectNoBlockingViolations(page, 'dark mode, ad drawer open');
    await context.close();
  });

  it('the phone layout (390×844), with and without the filter sheet', async () => {
    const { context, page } = await openLoaded('/platform_b', { viewport: PHONE });
    await expectNoBlockingViolations(page, 'phone');
    await page.getByRole('button', { name: 'Show filters' }).click();
    await filterPanel(page).getByRole('button', { name: 'Clear all', exact: true }).waitFor();
    await expectNoBlockingViolations(page, 'phone, filters open');
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'a notification, and the Export, Keyboard shortcuts and Compare dialogs, %s',
    async (scheme) => {
      // A link with a part the explorer cannot use says so in a notification with a title.
      const { context, page } = await openLoaded('/platform_b?colour=red');
      const notice = page.getByRole('alert').filter({ hasText: 'Part of the link was not used' });
      await notice.waitFor();
      if (scheme === 'dark') await useDarkTheme(page);
      // Hovering holds a notification open.
      await notice.hover();
      await settled(page);
      await expectNoBlockingViolations(page, `notification, ${scheme}`);
      await notice.getByRole('button', { name: 'Close notification' }).click();
      await notice.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await expectDialogAccessible(page, 'Export ads', `Export dialog, ${scheme}`);
      await page.keyboard.press('?');
      await expectDialogAccessible(page, 'Keyboard shortcuts', `shortcuts dialog, ${scheme}`);
      for (const key of ['j', 'x', 'j', 'x']) await page.keyboard.press(key);
      await page.getByRole('region', { name: 'Selection' }).getByText('2 selected').waitFor();
      await expectNoBlockingViolations(page, `selection bar, ${scheme}`);
      await page.keyboard.press('c');
      await page
        .getByRole('dialog', { name: 'Compare ads' })
        .getByRole('region', { name: 'Daily impressions' })
        .waitFor();
      await expectDialogAccessible(page, 'Compare ads', `Compare dialog, ${scheme}`);
      await context.close();
    },
  );

  it('reaches the results through the filter panel with one tab stop per option group, each with a 2 px ring', async () => {
    const { context, page } = await openLoaded('/platform_b');
    const stops: { group: string | null; ring: string | null }[] = [];
    await page.getByRole('link', { name: 'Skip to results' }).focus();
    for (let step = 0; step < 200; step++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused.closest('main')) return 'results';
        if (!focused.closest('nav')) return 'outside';
        // An option group's options are checkboxes (chips or boxes) in a `group`.
        const group = focused.matches('input[type="checkbox"]') ? focused.closest('[role="group"]') : null;
        const label = focused.nextElementSibling;
        return {
          group: group?.getAttribute('aria-labelledby') ?? null,
          ring: group && label ? getComputedStyle(label).outlineWidth : null,
        };
      });
      if (stop === 'results') break;
      if (stop !== 'outside') stops.push(stop);
    }
    const groups = stops.flatMap((stop) => (stop.group ? [stop.group] : []));
    console.log(
      `tab stops in the filter panel before the results: ${stops.length} (${groups.length} in option groups)`,
    );
    // The premise: the panel has option groups with many options each (Gender, Call to action, …).
    const optionGroups = filterPanel(page)
      .getByRole('group')
      .filter({ has: page.getByRole('checkbox') });
    expect(await optionGroups.count()).toBeGreaterThanOrEqual(3);
    expect(groups.length).toBe(new Set(groups).size);
    expect(groups.length).toBe(await optionGroups.count());
    for (const stop of stops) if (stop.group) expect(Number.parseFloat(stop.ring ?? '0')).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
