import { describe, expect, it } from 'vitest';
import { versionOfBaseUrl } from '../../src/contract/versions';

describe('versionOfBaseUrl', () => {
  it('reads the last path segment', () => {
    expect(versionOfBaseUrl('http://localhost:5173/api/v2')).toBe('v2');
    expect(versionOfBaseUrl('https://ads.example/api/v1/')).toBe('v1');
  });
  it('is undefined for a base URL without a version segment', () => {
    expect(versionOfBaseUrl('http://localhost:5173/api')).toBeUndefined();
    expect(versionOfBaseUrl('')).toBeUndefined();
  });
});
