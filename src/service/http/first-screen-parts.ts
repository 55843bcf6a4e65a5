import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The lazy parts of the explorer that a page rendered on the server draws in its first screen:
 * the filter panel, its date fields, and the filter widget the results toolbar's sort is. Their
 * styles must come with the page, or the drawn parts change size once they arrive; their code is
 * fetched beside the page's own scripts, so the panel hydrates as soon as React reaches it
 * instead of after one more round of requests.
 */
export const FIRST_SCREEN_PARTS = [
  'src/filters/FilterPanel.tsx',
  'src/filters/widgets/date-single.tsx',
  'src/filters/widgets/date-multi.tsx',
  'src/filters/filter-widget.tsx',
];

/** The build's HTML entry, whose chunks the page loads with its module script. */
const PAGE_ENTRY = 'index.html';

/** One entry of Vite's build manifest (`build.manifest`). */
interface ManifestChunk {
  file?: string;
  css?: string[];
  imports?: string[];
}

/** What the first screen's lazy parts load, as paths under the build's folder. */
export interface FirstScreenParts {
  /** Their stylesheets and those of the chunks they import, in order and once each. */
  stylesheets: string[];
  /** Their scripts and those of the chunks they import, less what the page's entry loads anyway. */
  scripts: string[];
}

/** The files of the first screen's lazy parts; none without a manifest (an older build). */
export function firstScreenParts(distDir: string): FirstScreenParts {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { stylesheets: [], scripts: [] };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  /** Every chunk `keys` reach through static imports, each after what it imports. */
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const ordered: ManifestChunk[] = [];
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) return;
      for (const imported of chunk.imports ?? []) visit(imported);
      ordered.push(chunk);
    };
    for (const key of keys) visit(key);
    return ordered;
  };
  const parts = closure(FIRST_SCREEN_PARTS);
  const loadedByPage = new Set(closure([PAGE_ENTRY]).map((chunk) => chunk.file));
  return {
    stylesheets: [...new Set(parts.flatMap((chunk) => chunk.css ?? []))],
    scripts: parts.flatMap((chunk) => (chunk.file && !loadedByPage.has(chunk.file) ? [chunk.file] : [])),
  };
}
