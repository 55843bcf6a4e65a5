import type { DroppedParam } from '../filters/engine/dropped-param';

/** One sentence listing the link parameters that were not applied, e.g. `Ignored from the link: gender=9 (not an option of Gender).` */
export function describeDropped(dropped: readonly DroppedParam[]): string {
  const items = dropped.map(({ name, value, reason }) => `${name}=${value} (${reason})`);
  return `Ignored from the link: ${items.join('; ')}.`;
}
