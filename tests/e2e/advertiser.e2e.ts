import { describe, expect, it } from 'vitest';
import { adCards, POLL } from './support/explorer-page';
import { explorerSuite } from './support/explorer-suite';

const suite = explorerSuite();

const OWNER_LINK = /: all ads of this advertiser$/;

describe('advertiser pages', () => {
  it('opens an advertiser’s page from a card: its profile, and only its ads in the grid', async () => {
    const { context, page } = await suite.open();
    await page.goto(`${suite.origin}/platform_a`);
    const link = adCards(page).first().getByRole('link', { name: OWNER_LINK });
    await link.waitFor();
    const name = (await link.innerText()).trim();
    const ownersBefore = await adCards(page).getByRole('link', { name: OWNER_LINK }).allInnerTexts();
    // Premise: the unfiltered grid shows more than one advertiser.
    expect(new Set(ownersBefore).size).toBeGreaterThan(1);

    await link.click();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/mega');
    const ownerId = /^owner_id:(\d+)$/.exec(new URL(page.url()).searchParams.get('search_field') ?? '')?.[1];
    expect(ownerId).toBeDefined();
    const profile = page.getByRole('region', { name: 'Advertiser' });
    await expect.poll(() => profile.getByRole('heading').innerText(), POLL).toBe(name);
    // The search box's term names the advertiser, not its id.
    await page.getByRole('button', { name: `Edit Advertiser: ${name}`, exact: true }).waitFor();
    const answer = await fetch(`${suite.origin}/api/v2/owners/${ownerId}`, { headers: { 'x-api-key': 'demo-pro' } });
    const { data } = (await answer.json()) as { data: { ads_count: number; ads_by_platform: Record<string, number> } };
    await expect.poll(() => profile.innerText(), POLL).toContain(`${data.ads_count} ad`);
    expect(await profile.getByRole('listitem').count()).toBe(
      Object.values(data.ads_by_platform).filter((n) => n > 0).length,
    );

    await expect.poll(() => adCards(page).count(), POLL).toBe(Math.min(data.ads_count, 18));
    const owners = await adCards(page).getByRole('link', { name: OWNER_LINK }).allInnerTexts();
    expect(owners.length).toBeGreaterThan(0);
    expect(new Set(owners.map((owner) => owner.trim()))).toEqual(new Set([name]));

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/platform_a');
    // From the keyboard: the focused card's advertiser with a.
    await adCards(page).first().waitFor();
    await page.keyboard.press('j');
    const focusedOwner = await adCards(page).first().getByRole('link', { name: OWNER_LINK }).innerText();
    // An ad picked for comparing (the card's Compare) stays picked on the advertiser's page.
    await adCards(page)
      .first()
      .getByRole('button', { name: /^Compare:/ })
      .click();
    await adCards(page).first().focus();
    await expect.poll(() => new URL(page.url()).searchParams.get('compare'), POLL).toMatch(/^platform_a:\d+$/);
    const pick = new URL(page.url()).searchParams.get('compare');
    await page.keyboard.press('a');
    await expect.poll(() => new URL(page.url()).pathname, POLL).toBe('/mega');
    await expect.poll(() => profile.getByRole('heading').innerText(), POLL).toBe(focusedOwner.trim());
    expect(new URL(page.url()).searchParams.get('compare')).toBe(pick);
    await expect.poll(() => page.getByRole('region', { name: 'Compare' }).innerText(), POLL).toContain('1 of 4');
    await context.close();
  });
});
