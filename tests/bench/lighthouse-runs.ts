import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { percentile } from './latency';

/** What one Lighthouse run says about a page's first seconds. */
export interface FirstSecondsFigures {
  /** Performance score, 0–100. */
  score: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Cumulative layout shift. */
  cls: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Main-thread work (script, style, layout, paint…), ms. */
  mainThread: number;
  /** The main-thread work by Lighthouse's groups (`scriptEvaluation`, `styleLayout`, `other`…), ms. */
  mainThreadGroups: Record<string, number>;
}

/** The items of Lighthouse's main-thread breakdown: each group of work and its time. */
interface BreakdownItem {
  group: string;
  duration: number;
}

/** Lighthouse's two presets: desktop, and its default (a mid-range phone, throttled). */
export const PRESETS = { desktop: desktopConfig as Config, mobile: undefined } as const;
export type Preset = keyof typeof PRESETS;

/** One Lighthouse run of `url` with `preset`, in a fresh headless Debian Chromium. */
async function runOnce(url: string, preset: Preset): Promise<FirstSecondsFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      PRESETS[preset],
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError)
      throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const breakdown = (audits['mainthread-work-breakdown']?.details as { items?: BreakdownItem[] } | undefined)?.items;
    return {
      score: (categories.performance?.score ?? Number.NaN) * 100,
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      lcp: value('largest-contentful-paint'),
      mainThread: value('mainthread-work-breakdown'),
      mainThreadGroups: Object.fromEntries((breakdown ?? []).map((item) => [item.group, item.duration])),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The median of each figure over `runs` runs, one after another. */
export async function medianFigures(url: string, preset: Preset, runs: number): Promise<FirstSecondsFigures> {
  const taken: FirstSecondsFigures[] = [];
  for (let run = 0; run < runs; run++) taken.push(await runOnce(url, preset));
  const of = (key: Exclude<keyof FirstSecondsFigures, 'mainThreadGroups'>) =>
    median(taken.map((figures) => figures[key]));
  // A group a run did not list took no time in it.
  const groups = [...new Set(taken.flatMap((figures) => Object.keys(figures.mainThreadGroups)))];
  const mainThreadGroups = Object.fromEntries(
    groups.map((group) => [group, median(taken.map((figures) => figures.mainThreadGroups[group] ?? 0))]),
  );
  return {
    score: of('score'),
    tbt: of('tbt'),
    cls: of('cls'),
    lcp: of('lcp'),
    mainThread: of('mainThread'),
    mainThreadGroups,
  };
}

/** One line of the main-thread work by group, largest first, each group its median over the runs. */
export function formatGroups(label: string, figures: FirstSecondsFigures): string {
  const groups = Object.entries(figures.mainThreadGroups).sort(([, a], [, b]) => b - a);
  return `${label.padEnd(26)} ${groups.map(([group, ms]) => `${group} ${ms.toFixed(0)}`).join(', ')} ms`;
}

/** One line of figures, aligned for a table. */
export function formatFigures(label: string, figures: FirstSecondsFigures): string {
  const { score, tbt, cls, lcp, mainThread } = figures;
  return (
    `${label.padEnd(26)} score ${score.toFixed(0).padStart(3)}   TBT ${tbt.toFixed(0).padStart(5)} ms   ` +
    `CLS ${cls.toFixed(3)}   LCP ${lcp.toFixed(0).padStart(5)} ms   main thread ${mainThread.toFixed(0).padStart(5)} ms`
  );
}
