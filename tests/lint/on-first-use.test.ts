import { describe, expect, it } from 'vitest';
import { lintMessages } from './lint-messages';

const restricted = (filePath: string, source: string) => lintMessages('no-restricted-syntax', filePath, source);

const ZOD = "import { z } from '../contract/zod';";

describe(
  'lint keeps module evaluation cheap: what a module makes at its top level waits for first use',
  { timeout: 60_000 },
  () => {
    it.each([
      ['src/contract/probe.ts', "import { z } from './zod';\nexport const probeSchema = z.object({ id: z.int() });", 2],
      ['src/client/probe.ts', `${ZOD}\nconst layout = { envelope: z.array(z.string()) };\nexport default layout;`, 2],
      [
        'src/service/probe.ts',
        "import { okEnvelopeSchema } from '../contract/envelope';\nimport { adDetailSchema } from '../contract/ads';\nexport const answer = okEnvelopeSchema(adDetailSchema);",
        1,
      ],
    ])('refuses a schema built when %s is evaluated', async (filePath, source, count) => {
      const messages = await restricted(filePath, source);
      expect(messages).toHaveLength(count);
      expect(messages[0]).toContain('builtOnFirstUse');
    });

    it.each([
      [
        'src/contract/probe.ts',
        "import { z } from './zod';\nimport { builtOnFirstUse } from './built-on-first-use';\nexport const probeSchema = builtOnFirstUse(() => z.object({ id: z.int() }));",
      ],
      [
        'src/service/probe.ts',
        `import { z } from '../contract/zod';\nexport const parseId = (value: unknown) => z.int().parse(value);`,
      ],
      ['src/contract/probe.ts', "import { z } from './zod';\nz.config({ jitless: true });"],
    ])('allows %s: a schema built on first use, in a function, or the configuration', async (filePath, source) => {
      expect(await restricted(filePath, source)).toEqual([]);
    });

    it('refuses an Intl formatter made when a page module is evaluated, and allows one made on first use', async () => {
      const eager = await restricted('src/ui/probe.ts', 'export const format = new Intl.NumberFormat("en-US");');
      expect(eager).toHaveLength(1);
      expect(eager[0]).toContain('Make Intl formatters on first use');
      const onFirstUse =
        'let format: Intl.NumberFormat | undefined;\nexport const formatted = (n: number) => (format ??= new Intl.NumberFormat("en-US")).format(n);';
      expect(await restricted('src/ui/probe.ts', onFirstUse)).toEqual([]);
    });
  },
);
