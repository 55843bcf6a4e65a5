import type { OptionsLoader } from '../api-options';
import type { ValueOfKind } from '../engine/value-model';
import type { WidgetProps } from './widget-props';

/** Props of the widgets whose options live behind `component_data.api_url`. */
export interface ApiWidgetProps extends WidgetProps<ValueOfKind<'options'>> {
  /** Query options for a look-up by search text or by ids; the only way these widgets fetch. */
  loadOptions: OptionsLoader;
}
