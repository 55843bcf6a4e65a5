import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cardLabels, POLL } from './explorer-page';
import type { RecordedSearch } from './search-recorder';

/** The grid shows `search`'s first `count` ads (default 3): the change reached the screen, not only the network. */
export async function expectShown(page: Page, search: RecordedSearch, count = 3): Promise<void> {
  await expect.poll(() => cardLabels(page, count), POLL).toEqual(search.answer.labels.slice(0, count));
}
