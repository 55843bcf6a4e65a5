import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR } from '../e2e/support/explorer-service';

/**
 * What the explorer's first load costs in JavaScript: every script `dist/index.html` loads or
 * preloads, gzipped, beside the target. Lazy chunks (charts, drawers) are listed apart. Needs
 * `npx vite build` first. Figures only: nothing here asserts.
 */
const TARGET_KB = 160;

const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
const kb = (file: string) => gzipSync(readFileSync(join(DIST_DIR, file))).length / 1000;
const sizes = initial.map((file) => ({ file, kb: kb(file) }));
const total = sizes.reduce((sum, size) => sum + size.kb, 0);
console.log(`Initial JS: ${total.toFixed(1)} KB gzip (target ≤ ${TARGET_KB} KB)`);
for (const size of sizes) console.log(`  ${size.file.padEnd(44)} ${size.kb.toFixed(1)} KB`);
const lazy = readdirSync(join(DIST_DIR, 'assets'))
  .map((name) => `assets/${name}`)
  .filter((file) => file.endsWith('.js') && !initial.includes(file));
for (const file of lazy) console.log(`  lazy: ${file.padEnd(38)} ${kb(file).toFixed(1)} KB`);
const css = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
const cssKb = css.reduce((sum, file) => sum + kb(file), 0);
console.log(`Initial CSS: ${cssKb.toFixed(1)} KB gzip (no target; ${css.length} file${css.length === 1 ? '' : 's'})`);
