import type { FilterComponent } from '../../contract/filters';
import { PATHS, type ApiFilterKey } from '../../contract/paths';
import type { PlatformKey } from '../../contract/platforms';
import type { ApiVersion } from '../../contract/versions';
import { defineFilter, type FilterSpec } from './define-filter';

const LABELS: Record<ApiFilterKey, { label: string; icon: string; placeholder: string }> = {
  interests: { label: 'Interests', icon: 'sparkles', placeholder: 'Search interests' },
  owner_categories: { label: 'Advertiser category', icon: 'category', placeholder: 'Search categories' },
  publishers: { label: 'Publishers', icon: 'news', placeholder: 'Search publishers' },
};

/** A filter whose options live behind the version's filter-items route (`api_url`). */
export function apiFilter(
  platform: PlatformKey,
  version: ApiVersion,
  key: ApiFilterKey,
  component: Extract<FilterComponent, `${string}Api`>,
  plan: FilterSpec['plan'] = 'free',
): FilterSpec {
  const { label, icon, placeholder } = LABELS[key];
  return defineFilter(key, label, component, {
    icon,
    placeholder,
    plan,
    component_data: { api_url: PATHS[version].filterItems(platform, key) },
  });
}
