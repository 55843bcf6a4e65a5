import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconText, trimmedIcon } from '../../scripts/icon-text';

const WORLD = readFileSync('node_modules/@tabler/icons/icons/outline/world.svg', 'utf8');

describe('the icon text of the build', () => {
  it('keeps what draws an icon and drops the rest', () => {
    const trimmed = trimmedIcon(WORLD);
    // The premise: the file carries a class, the empty box and layout whitespace.
    expect(WORLD).toMatch(/class="[^"]+"[\s\S]*d="M0 0h24v24H0z"[\s\S]*\n {2}</);
    expect(trimmed).not.toMatch(/class=|M0 0h24v24H0z|\n|> </);
    expect(trimmed).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="24" height="24" viewBox="0 0 24 24"/,
    );
    expect(trimmed).toContain('stroke-width="2" stroke-linecap="round" stroke-linejoin="round">');
    expect(trimmed.match(/<path d="[^"]+"\/>/g)).toHaveLength(5);
    expect(trimmed.length).toBeLessThan(WORLD.length * 0.7);
  });

  it('trims Tabler icons imported as text, and only those', () => {
    const plugin = iconText() as { transform(code: string, id: string): { code: string } | null };
    const module = `export default ${JSON.stringify(WORLD)};`;
    const id = '/app/node_modules/@tabler/icons/icons/outline/world.svg?raw';
    expect(plugin.transform(module, id)?.code).toBe(`export default ${JSON.stringify(trimmedIcon(WORLD))};`);
    expect(plugin.transform(module, '/app/src/logo.svg?raw')).toBeNull();
    expect(plugin.transform(module, id.replace('?raw', '?url'))).toBeNull();
  });
});
