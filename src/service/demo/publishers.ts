const PREFIXES = [
  'Daily',
  'Metro',
  'Evening',
  'Northern',
  'Coastal',
  'Capital',
  'Global',
  'Valley',
  'Harbor',
  'Summit',
  'Urban',
  'Pacific',
  'Atlantic',
  'Midland',
  'Riverside',
  'Sunrise',
  'Prairie',
  'Highland',
  'Lakeside',
  'Central',
];
const SUFFIXES = [
  'Gazette',
  'Herald',
  'Chronicle',
  'Tribune',
  'Post',
  'Times',
  'Review',
  'Dispatch',
  'Journal',
  'Observer',
  'Weekly',
];

/** Publisher (site) names for `publishers` options: 220 believable titles, key = 1-based position. */
export const PUBLISHER_LABELS: readonly string[] = PREFIXES.flatMap((prefix) =>
  SUFFIXES.map((suffix) => `${prefix} ${suffix}`),
);
