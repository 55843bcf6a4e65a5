import type { FilterItem } from '../../contract/filters';
import type { PlatformKey } from '../../contract/platforms';

/** Inline option lists of the catalogues; the demo catalogue draws ad attributes from the same keys. */

export const GENDER_ALL = 0;
export const GENDERS: FilterItem[] = [
  { key: GENDER_ALL, label: 'All', icon: 'gender-bigender', action: 'DESELECT_OTHER' },
  { key: 1, label: 'Men', icon: 'gender-male' },
  { key: 2, label: 'Women', icon: 'gender-female' },
  { key: 3, label: 'Unspecified', icon: 'gender-agender' },
];

export const BEHAVIORS: FilterItem[] = [
  'Engaged shoppers',
  'Frequent travellers',
  'Early technology adopters',
  'Small business owners',
  'New parents',
  'Console gamers',
  'Daily commuters',
  'Expats',
  'Recently moved',
  'Online course takers',
].map((label, i) => ({ key: i + 1, label }));

export const PUBLISHER_PLATFORMS: FilterItem[] = [
  { key: 1, label: 'Feed', icon: 'layout-list' },
  { key: 2, label: 'Stories', icon: 'circle-dashed' },
  { key: 3, label: 'Messenger', icon: 'message' },
  { key: 4, label: 'Audience network', icon: 'network' },
  { key: 5, label: 'Marketplace', icon: 'building-store' },
];

export const NETWORKS_ALL = 0;
export const NETWORKS: FilterItem[] = [
  { key: NETWORKS_ALL, label: 'All networks', icon: 'world', action: 'SINGLETON_RELATION' },
  ...['Recommendation widgets', 'Discovery feeds', 'Sponsored articles', 'In-feed units', 'Partner newsletters'].map(
    (label, i) => ({ key: i + 1, label }),
  ),
];

const PLACEMENT_LABELS: Record<PlatformKey, string[]> = {
  platform_a: ['Feed', 'Right column', 'Stories'],
  platform_b: ['Feed', 'Stories', 'Reels'],
  native: ['Below article', 'Sidebar widget', 'Homepage feed'],
  display: ['Leaderboard', 'Medium rectangle', 'Skyscraper', 'Interstitial'],
  platform_c: ['Home feed', 'Search results', 'Profile', 'Explore'],
  platform_d: ['Timeline', 'Search', 'Profile', 'Replies'],
  platform_e: ['Home feed', 'Conversation', 'Community'],
  platform_f: ['For you feed', 'Following feed', 'Search', 'Live'],
  platform_g: ['In-stream', 'In-feed', 'Shorts', 'Connected TV', 'Mobile app'],
};

/** Placement options per platform; keys are 1-based positions. */
export function placementsOf(platform: PlatformKey): FilterItem[] {
  return PLACEMENT_LABELS[platform].map((label, i) => ({ key: i + 1, label }));
}

export const OPERATING_SYSTEMS: FilterItem[] = [
  { key: 1, label: 'Android', icon: 'brand-android' },
  { key: 2, label: 'iOS', icon: 'brand-apple' },
  { key: 3, label: 'Windows', icon: 'brand-windows' },
  { key: 4, label: 'macOS', icon: 'device-laptop' },
  { key: 5, label: 'Smart TV', icon: 'device-tv' },
];

/** Key 0 is an ad without a button; choosing it excludes every button (DISABLE_OTHER). */
export const CTA_NONE = 0;
export const CALLS_TO_ACTION: FilterItem[] = [
  { key: CTA_NONE, label: 'No button', action: 'DISABLE_OTHER' },
  ...[
    'Shop now',
    'Learn more',
    'Sign up',
    'Download',
    'Book now',
    'Contact us',
    'Get offer',
    'Watch more',
    'Install now',
    'Subscribe',
  ].map((label, i) => ({ key: i + 1, label })),
];

export const MEDIA_IMAGE = 1;
export const MEDIA_VIDEO = 2;
export const MEDIA_CAROUSEL = 3;
export const MEDIA_TYPES: FilterItem[] = [
  { key: MEDIA_IMAGE, label: 'Image', icon: 'photo' },
  { key: MEDIA_VIDEO, label: 'Video', icon: 'video' },
  { key: MEDIA_CAROUSEL, label: 'Carousel', icon: 'carousel-horizontal' },
];

export const LANGUAGES: FilterItem[] = [
  ['en', 'English'],
  ['es', 'Spanish'],
  ['de', 'German'],
  ['fr', 'French'],
  ['it', 'Italian'],
  ['pt', 'Portuguese'],
  ['nl', 'Dutch'],
  ['pl', 'Polish'],
  ['sv', 'Swedish'],
  ['ja', 'Japanese'],
  ['ko', 'Korean'],
  ['tr', 'Turkish'],
].map(([key, label]) => ({ key: key!, label: label! }));

export const COUNTRIES: FilterItem[] = [
  ['US', 'United States'],
  ['GB', 'United Kingdom'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['SE', 'Sweden'],
  ['PL', 'Poland'],
  ['BR', 'Brazil'],
  ['MX', 'Mexico'],
  ['AR', 'Argentina'],
  ['JP', 'Japan'],
  ['KR', 'South Korea'],
  ['IN', 'India'],
  ['SG', 'Singapore'],
  ['TR', 'Turkey'],
  ['ZA', 'South Africa'],
  ['IE', 'Ireland'],
  ['PT', 'Portugal'],
  ['NZ', 'New Zealand'],
  ['AE', 'United Arab Emirates'],
].map(([key, label]) => ({ key: key!, label: label!, icon: `flag-${key!.toLowerCase()}` }));
