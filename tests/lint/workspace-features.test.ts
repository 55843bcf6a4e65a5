import { describe, expect, it } from 'vitest';
import { zoneErrors } from './lint-messages';

describe('lint keeps the workspace features apart', { timeout: 60_000 }, () => {
  it.each([
    ['src/workspace/compare/probe.ts', "import '../triage/triage-keys';", 'compare'],
    ['src/workspace/triage/probe.ts', "import '../bulk/save-all';", 'triage'],
    ['src/workspace/bulk/probe.ts', "import '../export/export-button';", 'bulk'],
    ['src/workspace/saved-searches/probe.ts', "import '../alerts/alerts-modal';", 'saved-searches'],
    ['src/workspace/boards/probe.ts', "import type { HiddenOverlayProps } from '../hidden/hidden-overlay';", 'boards'],
    ['src/workspace/hidden/probe.ts', "import '../shell/workspace-page';", 'hidden'],
  ])('refuses %s: %s', async (filePath, source, feature) => {
    const errors = await zoneErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`src/workspace/${feature} may import only itself and src/workspace/core`);
  });

  it('refuses a feature in core', async () => {
    const errors = await zoneErrors('src/workspace/core/probe.ts', "import '../boards/board-view';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('src/workspace/core may import no workspace feature');
  });

  it.each([
    ['src/workspace/compare/probe.ts', "import '../core/live-announcer';"],
    ['src/workspace/boards/probe.ts', "import './board-view';"],
    ['src/workspace/core/probe.ts', "import './selection/selection-store';"],
    ['src/workspace/shell/probe.ts', "import '../boards/board-view';"],
    ['src/app/probe.ts', "import '../workspace/bulk/selection-bar';"],
  ])('allows %s: %s', async (filePath, source) => {
    expect(await zoneErrors(filePath, source)).toEqual([]);
  });
});
