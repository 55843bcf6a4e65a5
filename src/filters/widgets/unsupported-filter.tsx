import { Callout } from '../../ui/callout';
import type { Filter } from '../../contract/filters';

/** Props of `UnsupportedFilter`. */
export interface UnsupportedFilterProps {
  filter: Filter;
}

/** Stands in for a filter whose component this explorer cannot render (a newer server), instead of crashing. */
export function UnsupportedFilter({ filter }: UnsupportedFilterProps) {
  return (
    <Callout tone="gray" title={filter.label ?? filter.key} compact>
      This filter ({filter.component}) is not supported by this version of the explorer
    </Callout>
  );
}
