import { describe, expect, it } from 'vitest';
import { adCards, adDrawer, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';
import { openWorkspacePage, saveToNewBoard } from './support/workspace-steps';

const suite = explorerSuite();

describe('a board note is never lost (v2 service with boards)', () => {
  it('keeps a note typed and left at once with Esc, and one left with Tab, through a reload', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_d`);
    const card = adCards(page).first();
    const label = (await card.getAttribute('aria-label'))!;
    await saveToNewBoard(card, page, 'Hooks');
    await openWorkspacePage(page, 'Boards');
    await page.getByRole('link', { name: 'Hooks' }).click();
    const boardCard = adCards(page).first();
    expect(await boardCard.getAttribute('aria-label')).toBe(label);

    // Typed and closed at once: no pause, no button, the drawer gone with the change in it.
    await boardCard.getByRole('heading').click();
    const drawer = adDrawer(page);
    const note = drawer.getByRole('textbox', { name: 'Note' });
    await note.fill('Opens on the price');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await boardCard.getByLabel('Note').getByText('Opens on the price').waitFor();
    await page.reload();
    await adCards(page).first().getByLabel('Note').getByText('Opens on the price').waitFor();

    // More typed, then Tab out of the field: saved there, quietly said so, and kept on reload.
    await adCards(page).first().getByRole('heading').click();
    await expect.poll(() => note.inputValue(), POLL).toBe('Opens on the price');
    await note.press('End');
    await note.pressSequentially(', then the offer');
    await page.keyboard.press('Tab');
    await drawer
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
    await page.reload();
    await adCards(page).first().getByRole('heading').click();
    await expect.poll(() => note.inputValue(), POLL).toBe('Opens on the price, then the offer');
    await context.close();
  });
});
