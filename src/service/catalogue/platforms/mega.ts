import type { ApiVersion } from '../../../contract/versions';
import { PLATFORM_KEYS, PLATFORM_LABELS } from '../../../contract/platforms';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { commonFilters } from '../shared-filters';

/** Option key of "All platforms": no narrowing. */
export const ALL_PLATFORMS = 'all';

export function mega(version: ApiVersion): PlatformFilters {
  return {
    label: PLATFORM_LABELS.mega,
    specs: [
      defineFilter('platforms', 'Platforms', 'StringMulti', {
        icon: 'apps',
        default: [ALL_PLATFORMS],
        component_data: {
          items: [
            { key: ALL_PLATFORMS, label: 'All platforms', action: 'DESELECT_OTHER' },
            ...PLATFORM_KEYS.map((key) => ({ key, label: PLATFORM_LABELS[key] })),
          ],
        },
      }),
      ...commonFilters(version),
    ],
    relations: [],
  };
}
