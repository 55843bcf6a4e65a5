import { Alert } from '@mantine/core';
import type { Filter } from '../../contract/filters';

/** Props of `UnsupportedFilter`. */
export interface UnsupportedFilterProps {
  filter: Filter;
}

/** Stands in for a filter whose component this explorer cannot render (a newer server), instead of crashing. */
export function UnsupportedFilter({ filter }: UnsupportedFilterProps) {
  return (
    <Alert variant="light" color="gray" title={filter.label ?? filter.key} p="xs">
      This filter ({filter.component}) is not supported by this version of the explorer
    </Alert>
  );
}
