import { useId } from 'react';
import type { Connection } from '../../client/connection';
import { isFilterComponent, type Filter, type FilterComponent } from '../../contract/filters';
import type { SearchPlatform } from '../../contract/platforms';
import { optionsLoader, optionsRouteOf } from '../api-options';
import { disabledItemKeys } from '../engine/disabled-items';
import type { FilterValue } from '../engine/value-model';
import { isV1Orderby, valueKindOf } from '../engine/value-kind';
import { sortWidgets, widgets, type WidgetComponent } from '../registry';
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

type WidgetKey = FilterComponent | keyof typeof sortWidgets;

const FIELD_WIDGETS: Record<WidgetKey, WidgetComponent> = { ...widgets, ...sortWidgets };

function widgetKeyOf(filter: Filter): WidgetKey | undefined {
  if (valueKindOf(filter) === 'sort') return 'sort';
  if (isV1Orderby(filter)) return 'v1Orderby';
  return isFilterComponent(filter.component) ? filter.component : undefined;
}

/** Picks the filter's widget from the registry and wires it; an unknown component renders a visible fallback. */
export function FilterField({ filter, value, onChange, platform, connection }: FilterFieldProps) {
  const id = `${useId()}${filter.key}`;
  const key = widgetKeyOf(filter);
  if (!key) return <UnsupportedFilter filter={filter} />;
  const Widget = FIELD_WIDGETS[key];
  const route = optionsRouteOf(filter, platform);
  return (
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
