import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT_HASH } from '../../../src/service/http/explorer-csp';

const INDEX_HTML = readFileSync(join(import.meta.dirname, '..', '..', '..', 'index.html'), 'utf8');

describe("the explorer's CSP", () => {
  it('allows exactly the inline scripts of index.html, by their hashes', () => {
    const inline = [...INDEX_HTML.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    // The premise: the page has its colour-scheme script.
    expect(inline).toEqual([expect.stringContaining('data-mantine-color-scheme')]);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(hashes).toEqual([COLOR_SCHEME_SCRIPT_HASH]);
  });
});
