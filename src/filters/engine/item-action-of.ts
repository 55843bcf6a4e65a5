import type { Filter, ItemAction, OptionKey } from '../../contract/filters';

/** The action an option carries: its own `action`, else the filter's `component_data.action`. */
export function actionOf(filter: Filter, key: OptionKey): ItemAction | null {
  const item = filter.component_data.items?.find((candidate) => candidate.key === key);
  return item?.action ?? filter.component_data.action ?? null;
}

/** Options whose action makes them stand alone: selecting one leaves nothing else selected. */
export function isExclusive(filter: Filter, key: OptionKey): boolean {
  const action = actionOf(filter, key);
  return action === 'DESELECT_OTHER' || action === 'DISABLE_OTHER';
}
