import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's browser build, read once and injected into each page under test. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One axe rule broken on the page: its impact and the elements that break it. */
export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  /** A CSS selector and axe's summary of what is wrong, per element. */
  nodes: { target: string; summary: string }[];
}

/** How many elements break rules of each impact. */
export type AxeCounts = Record<'critical' | 'serious' | 'moderate' | 'minor', number>;

/**
 * Runs axe-core (WCAG 2.x A/AA and best practices) over the whole page as it stands. The source is
 * evaluated through the debugging protocol: the explorer's CSP rightly refuses an inline script.
 */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary ?? '',
      })),
    }));
  });
}

/** Elements in violation, by impact. */
export function countByImpact(violations: readonly AxeViolation[]): AxeCounts {
  const counts: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) if (violation.impact) counts[violation.impact] += violation.nodes.length;
  return counts;
}

/** The serious and critical violations, one line per rule and element, for a failure message. */
export function blockingViolations(violations: readonly AxeViolation[]): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.impact} ${violation.id}: ${node.target} — ${node.summary}`),
    );
}
