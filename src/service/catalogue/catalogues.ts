import type { SearchPlatform } from '../../contract/platforms';
import type { ApiVersion } from '../../contract/versions';
import type { Catalogue, Plan } from '../ads-store';
import type { PlatformFilters } from './define-filter';
import { display } from './platforms/display';
import { mega } from './platforms/mega';
import { native } from './platforms/native';
import { platformA } from './platforms/platform-a';
import { platformB } from './platforms/platform-b';
import { platformE } from './platforms/platform-e';
import { platformG } from './platforms/platform-g';
import { socialPlatform } from './platforms/social';
import { sortFilter } from './sort-filters';

const PLATFORMS: Record<SearchPlatform, (version: ApiVersion) => PlatformFilters> = {
  platform_a: platformA,
  platform_b: platformB,
  native,
  display,
  platform_c: (version) => socialPlatform('platform_c', version),
  platform_d: (version) => socialPlatform('platform_d', version),
  platform_e: platformE,
  platform_f: (version) => socialPlatform('platform_f', version),
  platform_g: platformG,
  mega,
};

const built = new Map<string, Catalogue>();

/** Catalogues are shared between requests; freezing makes an accidental edit fail loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function build(platform: SearchPlatform, version: ApiVersion): Catalogue {
  const { label, specs, relations } = PLATFORMS[platform](version);
  const all = [...specs, sortFilter(version)];
  const planOf: Record<string, Plan> = Object.fromEntries(all.map((spec) => [spec.filter.key, spec.plan]));
  return {
    group: {
      key: platform,
      label: `${label} filters`,
      icon: 'filter',
      collapse: false,
      description: null,
      mode: 'advanced',
      filters: all.map((spec) => spec.filter),
      relations,
    },
    planOf,
  };
}

/** The filter catalogue of a platform (or `mega`) in a version; built once, then shared frozen: copy it before changing it. */
export function catalogueOf(platform: SearchPlatform, version: ApiVersion): Catalogue {
  const id = `${platform}/${version}`;
  let catalogue = built.get(id);
  if (!catalogue) {
    catalogue = deepFreeze(build(platform, version));
    built.set(id, catalogue);
  }
  return catalogue;
}
