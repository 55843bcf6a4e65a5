import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconImports } from '../../scripts/icon-imports';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = (iconImports() as unknown as { transform: Transform }).transform;

describe('the icon imports of the build', () => {
  it("imports each icon from its own module, not from the package's index", () => {
    const source =
      "import { IconCheck, IconCopy } from '@tabler/icons-react';\nexport const icons = [IconCheck, IconCopy];\n";
    const code = transform(source, '/app/src/copy-button.tsx')!.code;
    const files = [...code.matchAll(/import (\w+) from "([^"]+)";/g)].map(([, name, file]) => ({ name, file }));
    expect(files.map(({ name }) => name)).toEqual(['IconCheck', 'IconCopy']);
    for (const { name, file } of files) {
      expect(file).toMatch(new RegExp(`node_modules/@tabler/icons-react/dist/esm/icons/${name}\\.mjs$`));
      expect(existsSync(file!)).toBe(true);
    }
    expect(code).not.toContain("'@tabler/icons-react'");
    // One line stays one line: a stack trace's line numbers still point at the source.
    expect(code.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves an import of a name without a module of its own as written', () => {
    // The premise: the package exports this alias of IconRosetteDiscountCheckFilled, from no file of its own.
    const alias = "import { IconDiscountCheckFilled, IconX } from '@tabler/icons-react';";
    expect(transform(alias, '/app/src/badge.tsx')!.code).toBe(alias);
    expect(transform("import { IconX } from '@tabler/icons-react';", '/app/node_modules/lib/index.js')).toBeNull();
  });
});
