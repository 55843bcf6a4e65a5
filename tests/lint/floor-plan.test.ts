import { describe, expect, it } from 'vitest';
import { zoneErrors } from './lint-messages';

describe('lint holds the floor plan (DESIGN §2)', { timeout: 60_000 }, () => {
  it.each([
    ['src/ads/probe.ts', "import '../service/config';"],
    ['src/main.tsx', "import './service/config';"],
    ['src/ui/probe.ts', "import '../ads/ad-label';"],
    ['src/search/probe.ts', "import '../filters/registry';"],
    ['src/filters/engine/probe.ts', "import '../widgets/widget-props';"],
    ['src/contract/probe.ts', "import '../client/errors';"],
    ['src/client/probe.ts', "import '../search/search-store';"],
    ['src/workspace/probe.ts', "import '../app/app';"],
    ['src/service/probe.ts', "import '../client/errors';"],
  ])('refuses %s: %s', async (filePath, source) => {
    const errors = await zoneErrors(filePath, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/may import only .*DESIGN §2/);
  });

  it.each([
    ['src/ads/probe.ts', "import '../search/unique-ads';"],
    ['src/search/probe.ts', "import '../filters/engine/defaults';"],
    ['src/workspace/probe.ts', "import '../ads/ad-label';"],
    ['src/app/probe.ts', "import '../ui/copy-text';"],
    ['src/service/probe.ts', "import '../contract/platforms';"],
  ])('allows %s: %s', async (filePath, source) => {
    expect(await zoneErrors(filePath, source)).toEqual([]);
  });
});
