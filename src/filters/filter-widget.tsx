import { resolveWidget } from './registry';
import type { FieldProps } from './widgets/bind-widget';

/** The registry's widget for `props.filter`, for a filter shown outside the panel; nothing for an unknown component. */
export function FilterWidget(props: FieldProps) {
  const Widget = resolveWidget(props.filter);
  // resolveWidget hands out the registry's module-level components, never one made here.
  // eslint-disable-next-line react-hooks/static-components
  return Widget ? <Widget {...props} /> : null;
}
