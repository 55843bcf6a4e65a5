import type { ApiVersion } from '../../../contract/versions';
import { apiFilter } from '../api-filters';
import { defineFilter, type PlatformFilters } from '../define-filter';
import { OPERATING_SYSTEMS } from '../options';
import { commonFilters, placements } from '../shared-filters';

/** Every platform G ad is a video, so the media filters would not narrow; placements follow the OS. */
export function platformG(version: ApiVersion): PlatformFilters {
  return {
    label: 'Platform G',
    specs: [
      ...commonFilters(version, ['media_type', 'has_video']),
      apiFilter('platform_g', version, 'publishers', 'StringMultiApi'),
      defineFilter('os', 'Operating system', 'StringSingle', {
        icon: 'device-mobile',
        component_data: { items: OPERATING_SYSTEMS, action: 'RESET_RELATION_ON_EMPTY' },
      }),
      placements('platform_g'),
    ],
    relations: [['os', 'placements']],
  };
}
