import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from '../../src/ads/safe-url';

describe('safeHttpUrl', () => {
  it('keeps absolute http and https URLs, normalised', () => {
    expect(safeHttpUrl('https://cdn.example.com/a b.jpg')).toBe('https://cdn.example.com/a%20b.jpg');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
    expect(safeHttpUrl('HTTPS://Example.com/x?y=1#z')).toBe('https://example.com/x?y=1#z');
  });

  it.each([
    'javascript:alert(1)',
    '  javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/a',
    'blob:https://example.com/123',
    '//evil.example.com/x',
    '/relative/path.jpg',
    'not a url',
    '',
  ])('drops %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('answers null for missing values', () => {
    expect(safeHttpUrl(undefined)).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
});
