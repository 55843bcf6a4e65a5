import type { ValueOfKind } from '../engine/value-model';
import { StringSingle } from './string-single';
import type { WidgetProps } from './widget-props';

/** `StringSingleSearchable`: `StringSingle` over a long list, filtered as the user types. */
export function StringSingleSearchable(props: WidgetProps<ValueOfKind<'options'>>) {
  return <StringSingle {...props} searchable />;
}
