import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A built file and its gzip size in KB (1,000 bytes). */
export interface SizedFile {
  file: string;
  kb: number;
}

/** What `dist/index.html` makes the browser load before the app runs: scripts (loaded or preloaded) and styles. */
export interface FirstLoad {
  scripts: SizedFile[];
  styles: SizedFile[];
  /** Gzip KB of all `scripts`. */
  scriptKb: number;
}

/** Gzip size in KB of a file of `distDir`. */
export function gzipKb(distDir: string, file: string): number {
  return gzipSync(readFileSync(join(distDir, file))).length / 1000;
}

/** The first load of the explorer built in `distDir`, read from its `index.html`. */
export function firstLoad(distDir: string): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sized = (pattern: RegExp) =>
    [...html.matchAll(pattern)].map((match) => ({ file: match[1]!, kb: gzipKb(distDir, match[1]!) }));
  const scripts = sized(/(?:src|href)="\/(assets\/[^"]+\.js)"/g);
  return {
    scripts,
    styles: sized(/href="\/(assets\/[^"]+\.css)"/g),
    scriptKb: scripts.reduce((sum, script) => sum + script.kb, 0),
  };
}
