import type { Page } from 'playwright-core';
import { filterPanel } from './explorer-page';

/**
 * How a user works each filter widget of the panel. Options shown as chips and segments are
 * clicked by their visible label: their inputs are visually hidden.
 */

/** Toggles an option chip (`StringMulti`) or checkbox (`BooleanMulti`) by its label. */
export async function toggleChip(page: Page, name: string): Promise<void> {
  await filterPanel(page).locator('label').getByText(name, { exact: true }).click();
}

/** Picks a segment (`BooleanSingle`, sort direction) of the radio group named `group`. */
export async function chooseSegment(page: Page, group: string, segment: string): Promise<void> {
  await filterPanel(page)
    .getByRole('radiogroup', { name: group })
    .locator('label')
    .getByText(segment, { exact: true })
    .click();
}

/** Flips a switch (`CBoolean`); its input lies over the whole label, so it takes the click. */
export async function flipSwitch(page: Page, name: string): Promise<void> {
  await filterPanel(page).getByRole('switch', { name, exact: true }).click();
}

/** Opens the combobox `name`, types `typed` (none for a plain select) and picks the option `option`. */
export async function chooseOption(page: Page, name: string, option: string | RegExp, typed?: string): Promise<void> {
  const box = filterPanel(page).getByRole('combobox', { name, exact: true });
  await box.click();
  if (typed !== undefined) await box.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

/** Types `value` into the number input `name` and commits it with Enter (the widgets commit on Enter or blur). */
export async function commitNumber(page: Page, name: string, value: number): Promise<void> {
  const input = filterPanel(page).getByRole('textbox', { name, exact: true });
  await input.fill(String(value));
  await input.press('Enter');
}

/** A calendar day's accessible name in the date pickers, e.g. `1 November 2026` (UTC). */
export function dayLabel(date: Date): string {
  const month = date.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/** `YYYY-MM-DD` of a date in UTC, as the wire and links spell days. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Opens the date picker `name` and clicks each day in turn (one for a date, two for a range). */
export async function pickDays(page: Page, name: string, days: readonly Date[]): Promise<void> {
  await filterPanel(page).getByRole('button', { name, exact: true }).click();
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('table') });
  for (const day of days) await calendar.getByRole('button', { name: dayLabel(day), exact: true }).click();
  if (await calendar.isVisible()) await page.keyboard.press('Escape');
}

/** Adds a `search_field` term of the kind labelled `kind` (e.g. "Contains") with `text`. */
export async function addSearchTerm(page: Page, kind: string, text: string): Promise<void> {
  const panel = filterPanel(page);
  const kindBox = panel.getByRole('combobox', { name: 'Term kind' });
  if ((await kindBox.inputValue()) !== kind) {
    await kindBox.click();
    await page.getByRole('listbox').getByRole('option', { name: kind, exact: true }).click();
  }
  const input = panel.getByRole('textbox', { name: 'Search', exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** Puts the filter labelled `label` back to its default with its reset control. */
export async function resetFilter(page: Page, label: string): Promise<void> {
  await filterPanel(page)
    .getByRole('button', { name: `Reset ${label}`, exact: true })
    .click();
}
