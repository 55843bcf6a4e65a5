import type { ComponentData, Filter, FilterComponent } from '../../contract/filters';
import type { Plan } from '../ads-store';

/** A filter of a catalogue and the lowest plan that may use it. */
export interface FilterSpec {
  filter: Filter;
  plan: Plan;
}

/** A platform's filters for one version, and the groups of filters that reset one another. */
export interface PlatformFilters {
  label: string;
  specs: FilterSpec[];
  relations: string[][];
}

type FilterOptions = Partial<Omit<Filter, 'key' | 'label' | 'component' | 'component_data'>> & {
  component_data?: Partial<ComponentData>;
  /** Lowest plan that may use the filter; `free` unless said. */
  plan?: Plan;
};

/** A filter with every optional wire field spelled out, so clients never meet a missing one. */
export function defineFilter(
  key: string,
  label: string,
  component: FilterComponent,
  options: FilterOptions = {},
): FilterSpec {
  const { plan = 'free', component_data, ...rest } = options;
  return {
    plan,
    filter: {
      key,
      label,
      icon: null,
      description: null,
      disabled: null,
      placeholder: null,
      default: null,
      resettable: true,
      component,
      ...rest,
      component_data: {
        api_url: null,
        items: [],
        action: null,
        infinite_sign: null,
        min: null,
        max: null,
        ...component_data,
      },
    },
  };
}
