import type { ComponentType } from 'react';
import type { OptionKey } from '../../contract/filters';
import type { OptionsLoader } from '../api-options';
import type { FilterValue, FilterValueKind, ValueOfKind } from '../engine/value-model';
import type { ApiWidgetProps } from './api-widget-props';
import { UnsupportedFilter } from './unsupported-filter';
import type { WidgetProps } from './widget-props';

/** What `FilterField` hands every registered widget: any value kind, and a loader when options live behind `api_url`. */
export interface FieldProps extends WidgetProps<FilterValue> {
  disabledKeys: ReadonlySet<OptionKey>;
  /** Absent when no route to the filter's options is known (e.g. a `mega` filter without `api_url`). */
  loadOptions?: OptionsLoader;
}

/** A registry entry: renders its widget when the value has a kind it takes, a visible fallback otherwise. */
export type WidgetComponent = ComponentType<FieldProps>;

function isKind<K extends FilterValueKind>(value: FilterValue, kinds: readonly K[]): value is ValueOfKind<K> {
  return (kinds as readonly FilterValueKind[]).includes(value.kind);
}

/** Binds a widget of the given value kinds into the registry's uniform props. */
export function forKinds<K extends FilterValueKind>(
  kinds: readonly K[],
  Widget: ComponentType<WidgetProps<ValueOfKind<K>>>,
): WidgetComponent {
  function KindWidget({ value, onChange, loadOptions: _loadOptions, ...props }: FieldProps) {
    if (!isKind(value, kinds)) return <UnsupportedFilter filter={props.filter} />;
    return <Widget {...props} value={value} onChange={onChange} />;
  }
  KindWidget.displayName = `Field(${Widget.displayName ?? Widget.name})`;
  return KindWidget;
}

/** Binds an API-backed options widget; without a loader it shows the fallback. */
export function forApi(Widget: ComponentType<ApiWidgetProps>): WidgetComponent {
  function ApiWidget({ value, onChange, loadOptions, ...props }: FieldProps) {
    if (value.kind !== 'options' || !loadOptions) return <UnsupportedFilter filter={props.filter} />;
    return <Widget {...props} value={value} onChange={onChange} loadOptions={loadOptions} />;
  }
  ApiWidget.displayName = `Field(${Widget.displayName ?? Widget.name})`;
  return ApiWidget;
}
