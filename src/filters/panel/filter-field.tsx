import { useId } from 'react';
import type { Connection } from '../../client/connection';
import type { Filter } from '../../contract/filters';
import type { SearchPlatform } from '../../contract/platforms';
import { optionsLoader, optionsRouteOf } from '../api-options';
import { disabledItemKeys } from '../engine/disabled-items';
import type { FilterValue } from '../engine/value-model';
import { resolveWidget } from '../registry';
import { UnsupportedFilter } from '../widgets/unsupported-filter';

/** Props of `FilterField`. */
export interface FilterFieldProps {
  filter: Filter;
  /** The filter's value, of the kind its component takes (see `valueIn`). */
  value: FilterValue;
  onChange(next: FilterValue): void;
  /** The tab's platform; API-backed options are asked of the platform in `api_url` when it names one. */
  platform: SearchPlatform;
  /** Where API-backed options are looked up. */
  connection: Connection;
}

/** Picks the filter's widget from the registry and wires it; an unknown component renders a visible fallback. */
export function FilterField({ filter, value, onChange, platform, connection }: FilterFieldProps) {
  const id = `${useId()}${filter.key}`;
  const Widget = resolveWidget(filter);
  if (!Widget) return <UnsupportedFilter filter={filter} />;
  const route = optionsRouteOf(filter, platform);
  return (
    // resolveWidget hands out the registry's module-level components, never one made here.
    // eslint-disable-next-line react-hooks/static-components
    <Widget
      id={id}
      filter={filter}
      value={value}
      onChange={onChange}
      disabledKeys={disabledItemKeys(filter, value)}
      disabled={Boolean(filter.disabled)}
      loadOptions={route && optionsLoader(connection, route)}
    />
  );
}
