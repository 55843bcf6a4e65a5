import { defineFilter, type PlatformFilters } from '../define-filter';
import { PUBLISHER_PLATFORMS } from '../options';
import { commonFilters, gender } from '../shared-filters';

export function platformB(): PlatformFilters {
  return {
    label: 'Platform B',
    specs: [
      ...commonFilters(),
      gender(),
      defineFilter('publisher_platforms', 'Publisher platforms', 'StringMulti', {
        icon: 'apps',
        component_data: { items: PUBLISHER_PLATFORMS },
      }),
    ],
    relations: [],
  };
}
