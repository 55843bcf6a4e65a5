import { isPlatformKey, type PlatformKey } from '../contract/platforms';
import type { DroppedParam } from '../filters/engine/dropped-param';

/** The reserved link parameter holding the ads picked for comparing: `compare=platform_a:12,platform_b:7`. */
export const COMPARE_PARAM = 'compare';

/** Most ads compared side by side. */
export const MAX_COMPARED = 4;

/** One ad picked for comparing, named by its own platform (ads from `mega` come from several). */
export interface ComparedAd {
  platform: PlatformKey;
  id: number;
}

/** Whether two picks name the same ad. */
export function sameAd(a: ComparedAd, b: ComparedAd): boolean {
  return a.platform === b.platform && a.id === b.id;
}

function readPick(part: string): ComparedAd | null {
  const match = /^([a-z_]+):(\d{1,15})$/.exec(part);
  if (!match?.[1] || !match[2] || !isPlatformKey(match[1])) return null;
  const id = Number(match[2]);
  return id > 0 ? { platform: match[1], id } : null;
}

/**
 * The picks of a `compare` value, in order, without repeats and at most {@link MAX_COMPARED};
 * each part that is not used is named in `dropped`. Never throws.
 */
export function parseCompared(raw: string): { compared: ComparedAd[]; dropped: DroppedParam[] } {
  const compared: ComparedAd[] = [];
  const dropped: DroppedParam[] = [];
  for (const part of raw.split(',').filter((p) => p !== '')) {
    const pick = readPick(part);
    if (!pick) dropped.push({ name: COMPARE_PARAM, value: part, reason: 'not an ad of a platform' });
    else if (compared.length >= MAX_COMPARED) {
      dropped.push({ name: COMPARE_PARAM, value: part, reason: `more than ${MAX_COMPARED} ads to compare` });
    } else if (!compared.some((other) => sameAd(other, pick))) compared.push(pick);
  }
  return { compared, dropped };
}

/** The `compare` value of `compared`; empty for none. */
export function formatCompared(compared: readonly ComparedAd[]): string {
  return compared.map(({ platform, id }) => `${platform}:${id}`).join(',');
}
