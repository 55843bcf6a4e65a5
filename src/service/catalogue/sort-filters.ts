import { ADVANCED_ORDER_KEY, V1_ORDERBY_KEY } from '../../contract/filter-values';
import {
  DEFAULT_ADVANCED_ORDER,
  DEFAULT_V1_ORDERBY,
  V1_ORDERBY,
  V2_ORDERBY,
  type V1Orderby,
  type V2Orderby,
} from '../../contract/sorting';
import type { ApiVersion } from '../../contract/versions';
import { defineFilter, type FilterSpec } from './define-filter';

const V1_LABELS: Record<V1Orderby, string> = {
  updated_at: 'Recently updated',
  oldest: 'Oldest first',
  seen_counts: 'Most seen',
  days_active: 'Longest running',
  'domain.traffic': 'Most domain traffic',
};

const V2_LABELS: Record<V2Orderby, string> = {
  updated_at: 'Last updated',
  first_seen: 'First seen',
  seen_counts: 'Times seen',
  days_active: 'Days active',
  web_traffic: 'Web traffic',
  impressions: 'Impressions',
};

/** v1 sorts with a plain `orderby` string; v2 with the `advanced_order` object. */
export function sortFilter(version: ApiVersion): FilterSpec {
  if (version === 'v1') {
    return defineFilter(V1_ORDERBY_KEY, 'Sort by', 'StringSingle', {
      icon: 'arrows-sort',
      default: [DEFAULT_V1_ORDERBY],
      component_data: { items: V1_ORDERBY.map((key) => ({ key, label: V1_LABELS[key] })) },
    });
  }
  return defineFilter(ADVANCED_ORDER_KEY, 'Sort by', 'StringSingle', {
    icon: 'arrows-sort',
    sub_keys: { type: 'order', main: 'orderby' },
    default: [DEFAULT_ADVANCED_ORDER],
    component_data: { items: V2_ORDERBY.map((key) => ({ key, label: V2_LABELS[key] })) },
  });
}
