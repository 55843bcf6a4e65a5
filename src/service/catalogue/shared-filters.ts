import { SEARCH_FIELD_KEY } from '../../contract/filter-values';
import type { FilterItem } from '../../contract/filters';
import type { PlatformKey } from '../../contract/platforms';
import type { ApiVersion } from '../../contract/versions';
import { defineFilter, type FilterSpec } from './define-filter';
import { CALLS_TO_ACTION, COUNTRIES, GENDER_ALL, GENDERS, LANGUAGES, MEDIA_TYPES, placementsOf } from './options';

/** Filter definitions several platforms share; each key has a predicate in `predicates.ts`. */

const SEARCH_TYPES: FilterItem[] = [
  { key: 'text', label: 'Contains' },
  { key: 'without_owner', label: 'Exclude domain' },
  { key: 'without_fanpage', label: 'Exclude page' },
  { key: 'without_owner_name', label: 'Exclude advertiser' },
];

/** The kinds v2's search box takes beyond the interface's (DESIGN §8), listed so an explorer knows it may send them. */
const EXTENSION_SEARCH_TYPES: FilterItem[] = [
  { key: 'owner_id', label: 'Advertiser' },
  { key: 'domain', label: 'Domain' },
  { key: 'first_seen_after', label: 'First seen after' },
  { key: 'first_seen_before', label: 'First seen before' },
];

export const searchField = (version: ApiVersion) =>
  defineFilter(SEARCH_FIELD_KEY, 'Search', 'SearchBox', {
    icon: 'search',
    placeholder: 'Search ad text, advertiser or domain',
    sub_keys: { type: 'type', main: 'text' },
    component_data: { items: version === 'v2' ? [...SEARCH_TYPES, ...EXTENSION_SEARCH_TYPES] : SEARCH_TYPES },
  });

export const gender = () =>
  defineFilter('gender', 'Gender', 'StringMulti', {
    icon: 'gender-bigender',
    default: [GENDER_ALL],
    component_data: { items: GENDERS },
  });

export const placements = (platform: PlatformKey) =>
  defineFilter('placements', 'Placements', 'StringMulti', {
    icon: 'layout',
    component_data: { items: placementsOf(platform) },
  });

export const countries = () =>
  defineFilter('countries', 'Countries', 'StringMultiSearchable', {
    icon: 'world',
    placeholder: 'Any country',
    component_data: { items: COUNTRIES },
  });

export const language = () =>
  defineFilter('language', 'Language', 'StringSingleSearchable', {
    icon: 'language',
    component_data: { items: LANGUAGES },
  });

export const mediaType = () =>
  defineFilter('media_type', 'Media type', 'BooleanMulti', { icon: 'photo', component_data: { items: MEDIA_TYPES } });

export const hasVideo = () => defineFilter('has_video', 'Has video', 'BooleanSingle', { icon: 'video' });

export const callToAction = () =>
  defineFilter('call_to_action', 'Call to action', 'StringMulti', {
    icon: 'click',
    component_data: { items: CALLS_TO_ACTION },
  });

export const verifiedOwner = () =>
  defineFilter('verified', 'Verified advertiser', 'CBoolean', { icon: 'rosette-discount-check' });

export const impressions = () =>
  defineFilter('impressions', 'Impressions at least', 'NumberSingleRange', {
    icon: 'chart-bar',
    plan: 'pro',
    component_data: { min: 0, max: 100_000_000 },
  });

export const daysRunning = () =>
  defineFilter('days_running', 'Days running', 'NumberMultiRange', {
    icon: 'calendar-time',
    description: 'Days between first and last seen',
    component_data: { min: 1, max: 365, infinite_sign: true },
  });

export const traffic = () =>
  defineFilter('traffic', 'Monthly domain visits', 'NumberMultiRange', {
    icon: 'trending-up',
    plan: 'pro',
    component_data: { min: 0, max: 10_000_000, infinite_sign: true },
  });

export const firstSeen = () => defineFilter('first_seen', 'First seen', 'DateMulti', { icon: 'calendar' });

export const lastSeen = () => defineFilter('last_seen', 'Seen since', 'DateSingle', { icon: 'calendar-event' });

/** Announced, not yet searchable: it has no predicate and the HTTP layer never lets it through. */
export const aiCreative = () =>
  defineFilter('ai_creative', 'AI-generated creative', 'CBoolean', {
    icon: 'robot',
    disabled: 'coming_soon',
    resettable: false,
  });

/** The filters every ad platform offers in `version`, minus `except`. */
export function commonFilters(version: ApiVersion, except: readonly string[] = []): FilterSpec[] {
  return [
    searchField(version),
    countries(),
    language(),
    mediaType(),
    hasVideo(),
    callToAction(),
    verifiedOwner(),
    daysRunning(),
    impressions(),
    traffic(),
    firstSeen(),
    lastSeen(),
  ].filter((spec) => !except.includes(spec.filter.key));
}
