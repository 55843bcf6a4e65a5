import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(import.meta.dirname, '..', '..', 'index.html'), 'utf8');

describe('index.html', () => {
  it('sends no referrer to third-party hosts, videos and posters included', () => {
    expect(html).toMatch(/<meta name="referrer" content="no-referrer" \/>/);
  });

  it('loads nothing from another origin', () => {
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
  });
});
