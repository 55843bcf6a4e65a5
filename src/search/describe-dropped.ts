import type { DroppedParam } from '../filters/engine/dropped-param';
import type { DroppedKind } from './search-notice';

const LEAD: Record<DroppedKind, string> = {
  dropped: 'Ignored from the link',
  unavailable: 'Not available with this connection',
};

/**
 * One sentence listing the parameters that were not applied and why they were left out, e.g.
 * `Ignored from the link: gender=9 (not an option of Gender).`
 */
export function describeDropped(dropped: readonly DroppedParam[], kind: DroppedKind = 'dropped'): string {
  const items = dropped.map(({ name, value, reason }) => `${name}=${value} (${reason})`);
  return `${LEAD[kind]}: ${items.join('; ')}.`;
}
