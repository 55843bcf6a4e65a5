import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DIST_DIR } from '../e2e/support/explorer-service';
import { firstLoad, gzipKb } from '../e2e/support/first-load';

/**
 * What the explorer's first load costs in JavaScript: every script `dist/index.html` loads or
 * preloads, gzipped, beside the target. Lazy chunks (charts, drawers) are listed apart. Needs
 * `npm run build` first. Figures only: the budget the build must keep is checked by
 * `tests/e2e/first-load.e2e.ts`.
 */
const TARGET_KB = 160;

const { scripts, styles, scriptKb } = firstLoad(DIST_DIR);
console.log(`Initial JS: ${scriptKb.toFixed(1)} KB gzip (target ≤ ${TARGET_KB} KB)`);
for (const size of scripts) console.log(`  ${size.file.padEnd(44)} ${size.kb.toFixed(1)} KB`);
const lazy = readdirSync(join(DIST_DIR, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !scripts.some((script) => script.file === file));
for (const file of lazy) console.log(`  lazy: ${file.padEnd(38)} ${gzipKb(DIST_DIR, file).toFixed(1)} KB`);
const cssKb = styles.reduce((sum, style) => sum + style.kb, 0);
console.log(
  `Initial CSS: ${cssKb.toFixed(1)} KB gzip (no target; ${styles.length} file${styles.length === 1 ? '' : 's'})`,
);
