import type { DroppedParam } from './dropped-param';

/** A link parameter read for one filter: its value (`null` = parameter dropped) and what was dropped. */
export interface UrlDecoded<V> {
  value: V | null;
  dropped: DroppedParam[];
}
