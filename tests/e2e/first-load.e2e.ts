import { describe, expect, it } from 'vitest';
import { DIST_DIR } from './support/explorer-service';
import { firstLoad } from './support/first-load';

/**
 * Gzip KB the built explorer's first load may weigh: about what it weighs now, lowered as the
 * load shrinks toward the 160 KB of scripts the speed targets ask for, never raised to let a
 * change through. `tests/bench/bundle-size.ts` lists what makes it up.
 */
const BUDGET_KB = { scripts: 180, styles: 38 };

describe("the explorer's first load", () => {
  it('stays within its budget of scripts and styles', () => {
    const load = firstLoad(DIST_DIR);
    // The premise: the build's index.html names its scripts and styles.
    expect(load.scripts.length).toBeGreaterThan(1);
    expect(load.styles.length).toBeGreaterThan(0);
    expect(load.scriptKb).toBeLessThanOrEqual(BUDGET_KB.scripts);
    expect(load.styles.reduce((sum, style) => sum + style.kb, 0)).toBeLessThanOrEqual(BUDGET_KB.styles);
  });
});
