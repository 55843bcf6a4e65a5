import { lazyUntilOpened } from '../../ui/lazy-until-opened';
import { useSelectionState } from '../core/selection/selection-context';
import type { SelectionBarProps } from './selection-bar';

/** `SelectionBar`, loaded the first time an ad is selected: the first load carries none of it. */
const LazySelectionBar = lazyUntilOpened<SelectionBarProps>(
  () => import('./selection-bar').then((module) => module.SelectionBar),
  (props) => props.count > 0,
  (props) => ({ ...props, count: 0 }),
);

/** The selection bar of the nearest results grid, shown while any ad is selected. */
export function SelectionBarSlot(props: Omit<SelectionBarProps, 'count'>) {
  const count = useSelectionState((s) => s.selected.size);
  return <LazySelectionBar {...props} count={count} />;
}
