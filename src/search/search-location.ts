import type { SearchPlatform } from '../contract/platforms';
import { isSearchPlatform } from '../contract/platforms';
import type { DroppedParam } from '../filters/engine/dropped-param';
import { COMPARE_PARAM, formatCompared, parseCompared, type ComparedAd } from './compare-selection';
import { DENSITY_PARAM, isGridDensity, type GridDensity } from './grid-density';
import { isResultsView, VIEW_PARAM, type ResultsView } from './results-view';

/** The reserved link parameter naming the ad open in the detail drawer. */
export const AD_PARAM = 'ad';

/** A saved link read before the platform's catalogue is known: filter params are still raw. */
export interface SearchLocation {
  platform: SearchPlatform;
  /** Every parameter but `ad`, `compare`, `density` and `view`, in link order, for `decodeFilterParams`. */
  params: URLSearchParams;
  /** The ad open in the detail drawer, if any. */
  ad: number | null;
  /** The ads picked for comparing, in the order they were picked. */
  compare: ComparedAd[];
  /** The grid's density, when the link names one. */
  density?: GridDensity;
  /** How the results are shown, when the link names it. */
  view?: ResultsView;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function readAd(raw: string): number | null {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  return id > 0 ? id : null;
}

/**
 * Reads `/{platform}?{filterKey}={value}&…&ad={id}&density=compact&view=table`. `location` is `null` for the bare root or
 * a path that names no platform (that path is reported in `dropped`); never throws.
 */
export function parseSearchLocation(
  pathname: string,
  search: string,
): { location: SearchLocation | null; dropped: DroppedParam[] } {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return { location: null, dropped: [] };
  const platform = decodeSegment(segments.join('/'));
  if (!isSearchPlatform(platform)) {
    return { location: null, dropped: [{ name: 'platform', value: platform, reason: 'not a platform' }] };
  }
  const params = new URLSearchParams();
  const dropped: DroppedParam[] = [];
  let ad: number | null = null;
  let compare: ComparedAd[] | null = null;
  let density: GridDensity | undefined;
  let view: ResultsView | undefined;
  for (const [name, value] of new URLSearchParams(search)) {
    if (name === DENSITY_PARAM) {
      if (density || !isGridDensity(value))
        dropped.push({ name, value, reason: density ? 'given more than once' : 'not a density' });
      else density = value;
    } else if (name === VIEW_PARAM) {
      if (view || !isResultsView(value))
        dropped.push({ name, value, reason: view ? 'given more than once' : 'not a view' });
      else view = value;
    } else if (name === COMPARE_PARAM) {
      if (compare !== null) dropped.push({ name, value, reason: 'given more than once' });
      else {
        const read = parseCompared(value);
        compare = read.compared;
        dropped.push(...read.dropped);
      }
    } else if (name !== AD_PARAM) params.append(name, value);
    else if (ad !== null) dropped.push({ name, value, reason: 'given more than once' });
    else {
      ad = readAd(value);
      if (ad === null) dropped.push({ name, value, reason: 'not an ad id' });
    }
  }
  return { location: { platform, params, ad, compare: compare ?? [], density, view }, dropped };
}

/**
 * The path and query of a saved link. Separators stay readable (`gender=1,2`,
 * `search_field=text:shoes`, `compare=platform_a:12`); everything else is percent-encoded as a
 * query requires.
 */
export function formatSearchLocation(
  platform: SearchPlatform,
  filterParams: URLSearchParams,
  ad: number | null,
  compare: readonly ComparedAd[] = [],
  density: GridDensity = 'comfortable',
  view: ResultsView = 'grid',
): string {
  const params = new URLSearchParams(filterParams);
  params.delete(AD_PARAM);
  params.delete(COMPARE_PARAM);
  params.delete(DENSITY_PARAM);
  params.delete(VIEW_PARAM);
  if (ad !== null) params.append(AD_PARAM, String(ad));
  if (compare.length > 0) params.append(COMPARE_PARAM, formatCompared(compare));
  if (density === 'compact') params.append(DENSITY_PARAM, density);
  if (view === 'table') params.append(VIEW_PARAM, view);
  const query = params.toString().replace(/%2C/g, ',').replace(/%3A/g, ':');
  return `/${encodeURIComponent(platform)}${query === '' ? '' : `?${query}`}`;
}
