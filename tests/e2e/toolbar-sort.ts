import type { Locator, Page } from 'playwright-core';

/** The results toolbar's sort field: the sort's only control. */
export function toolbarSort(page: Page): Locator {
  return page
    .getByRole('region', { name: 'Results toolbar' })
    .getByRole('combobox', { name: 'Sort results by', exact: true });
}

/** Chooses `option` in the toolbar's sort field and closes its list. */
export async function chooseSort(page: Page, option: string): Promise<void> {
  await toolbarSort(page).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** Chooses the toolbar's sort direction (v2): `Asc` or `Desc`. */
export async function chooseSortDirection(page: Page, direction: 'Asc' | 'Desc'): Promise<void> {
  await page
    .getByRole('region', { name: 'Results toolbar' })
    .getByRole('radiogroup', { name: 'Sort results by: direction' })
    .locator('label')
    .getByText(direction, { exact: true })
    .click();
}
