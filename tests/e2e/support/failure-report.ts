import { join } from 'node:path';
import { slugOf } from '../../../src/service/demo/brand-names';
import type { ExplorerTab } from './explorer-page';
import { SCREENSHOT_DIR, saveScreenshot } from './screenshots';

/** The most journal lines a context gives the report (its last ones), and service log lines. */
const MAX_LINES = { journal: 150, service: 20 };

/** A context the test worked in, with what its pages did. */
type JournalledContext = Pick<ExplorerTab, 'context' | 'journal'>;

/** Saves what each open page shows; answers the files written. A page that cannot be shot is passed over. */
async function screenshots(contexts: readonly JournalledContext[], name: string): Promise<string[]> {
  const pages = contexts.flatMap(({ context }) => context.pages()).filter((page) => !page.isClosed());
  const saved = await Promise.all(
    pages.map((page, index) => {
      const file = `failed-${slugOf(name).slice(0, 80)}-${index + 1}`;
      return saveScreenshot(page, file).then(
        () => join(SCREENSHOT_DIR, `${file}.png`),
        () => undefined,
      );
    }),
  );
  return saved.filter((path) => path !== undefined);
}

/**
 * The report of a failed browser test: what the pages of each context it worked in did since it
 * began (seconds after its start), the service's last log lines, and screenshots of the pages
 * still open, so a failure seen once on a loaded machine can be read from the run's log.
 */
export async function failureReport(
  name: string,
  started: number,
  contexts: readonly JournalledContext[],
  serviceLog: readonly string[],
): Promise<string> {
  const lines = [`What the pages did in "${name}" (seconds after the test began):`];
  contexts.forEach(({ journal }, index) => {
    const noted = journal.since(started);
    lines.push(
      `  context ${index + 1}${noted.length > MAX_LINES.journal ? ` (its last ${MAX_LINES.journal} lines)` : ''}:`,
    );
    lines.push(...noted.slice(-MAX_LINES.journal).map((line) => `    ${line}`));
  });
  lines.push(`The service's last ${MAX_LINES.service} log lines:`);
  lines.push(...serviceLog.slice(-MAX_LINES.service).map((line) => `    ${line}`));
  const shots = await screenshots(contexts, name);
  if (shots.length > 0) lines.push(`Screenshots: ${shots.join(', ')}`);
  return lines.join('\n');
}
