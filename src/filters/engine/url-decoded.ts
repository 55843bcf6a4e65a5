import type { DroppedParam } from './dropped-param';
import type { FilterValue } from './value-model';

/** A link parameter read for one filter: its value (`null` = parameter dropped) and what was dropped. */
export interface UrlDecoded<V = FilterValue> {
  value: V | null;
  dropped: DroppedParam[];
}
