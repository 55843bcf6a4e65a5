// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultConnectionSettings } from '../../../src/app/connection/connection-settings';
import {
  CONNECTION_STORAGE_KEY,
  loadConnectionSettings,
  saveConnectionSettings,
} from '../../../src/app/connection/connection-storage';

const storages = { session: sessionStorage, local: localStorage };
const fallback = defaultConnectionSettings('http://explorer.test');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('connection storage', () => {
  it('defaults to the embedded v2 service with the demo key, sent as a header', () => {
    expect(loadConnectionSettings(storages, fallback)).toEqual({
      baseUrl: 'http://explorer.test/api/v2',
      apiKey: 'demo-pro',
      authMode: 'header',
      remember: false,
    });
  });

  it('keeps an unremembered key for this session only', () => {
    saveConnectionSettings(storages, { ...fallback, apiKey: 'k-session' });
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toContain('k-session');
    expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    expect(loadConnectionSettings(storages, fallback).apiKey).toBe('k-session');
  });

  it('moves a remembered key to localStorage and back out again when forgotten', () => {
    saveConnectionSettings(storages, { ...fallback, apiKey: 'k-device', remember: true });
    expect(sessionStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
    sessionStorage.clear(); // a new browser session
    expect(loadConnectionSettings(storages, fallback).apiKey).toBe('k-device');
    saveConnectionSettings(storages, { ...fallback, apiKey: 'k-device', remember: false });
    expect(localStorage.getItem(CONNECTION_STORAGE_KEY)).toBeNull();
  });

  it('ignores stored settings that do not parse', () => {
    sessionStorage.setItem(CONNECTION_STORAGE_KEY, '{"baseUrl": 3');
    localStorage.setItem(CONNECTION_STORAGE_KEY, JSON.stringify({ baseUrl: 'x', authMode: 'cookie' }));
    expect(loadConnectionSettings(storages, fallback)).toEqual(fallback);
  });
});
