import type { ApiVersion } from '../../../contract/versions';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { INTEREST_LABELS } from '../../demo/interests';
import { commonFilters, gender } from '../shared-filters';

/** Platform E lists its interests inline (it has no filter-items route), with the shared interest keys. */
const INLINE_INTERESTS = INTEREST_LABELS.map((label, i) => ({ key: i + 1, label }));

export function platformE(version: ApiVersion): PlatformFilters {
  return {
    label: 'Platform E',
    specs: [
      ...commonFilters(version),
      gender(),
      defineFilter('interests', 'Interests', 'StringMultiSearchable', {
        icon: 'sparkles',
        placeholder: 'Search interests',
        component_data: { items: INLINE_INTERESTS },
      }),
    ],
    relations: [],
  };
}
