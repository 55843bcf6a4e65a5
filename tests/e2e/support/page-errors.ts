import type { Page } from 'playwright-core';

/**
 * The page's console errors and uncaught errors, as they arrive: a hydration that does not match
 * the server's markup, or a boundary the server gave up on, is one.
 */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
