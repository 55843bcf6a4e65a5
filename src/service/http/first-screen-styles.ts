import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lazy parts of the explorer that a page rendered on the server draws in its first screen:
 * the filter panel, and the filter widget the results toolbar's sort is. Their code loads after
 * the first paint; their styles must not, or the drawn parts change size once they arrive.
 */
const FIRST_SCREEN_PARTS = ['src/filters/FilterPanel.tsx', 'src/filters/filter-widget.tsx'];

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  css?: string[];
  imports?: string[];
}

/**
 * The stylesheets (paths under the build's folder) of the first screen's lazy parts and of the
 * chunks they import, in order and once each; none without a manifest (an older build).
 */
export function firstScreenStylesheets(distDir: string): string[] {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const sheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const sheet of chunk.css ?? []) sheets.add(sheet);
  };
  for (const part of FIRST_SCREEN_PARTS) visit(part);
  return [...sheets];
}
