import type { SearchState } from './search-store';

/** Narrow selectors for components; each returns a stable reference while its slice is unchanged. */
export const selectPlatform = (s: SearchState) => s.platform;
export const selectAd = (s: SearchState) => s.ad;
export const selectNotices = (s: SearchState) => s.notices;
export const selectCompared = (s: SearchState) => s.compare;
export const selectDensity = (s: SearchState) => s.density;
export const selectView = (s: SearchState) => s.view;
