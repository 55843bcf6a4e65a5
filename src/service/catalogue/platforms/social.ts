import type { ApiVersion } from '../../../contract/versions';
import type { PlatformKey } from '../../../contract/platforms';
import { PLATFORM_LABELS } from '../../../contract/platforms';
import type { PlatformFilters } from '../define-filter';
import { commonFilters, gender, placements } from '../shared-filters';

/** Platforms C, D and F: the common filters plus audience gender and placements. */
export function socialPlatform(
  platform: Extract<PlatformKey, 'platform_c' | 'platform_d' | 'platform_f'>,
  version: ApiVersion,
): PlatformFilters {
  return {
    label: PLATFORM_LABELS[platform],
    specs: [...commonFilters(version), gender(), placements(platform)],
    relations: [],
  };
}
