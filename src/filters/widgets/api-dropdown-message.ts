import type { ApiOptionsStatus } from './use-api-options';

/** The dropdown's text when it lists no option. */
export function apiDropdownMessage(status: ApiOptionsStatus, fetching: boolean): string {
  if (status === 'error') return 'Options could not be loaded';
  if (status === 'loading' || fetching) return 'Loading…';
  return 'No matches';
}
