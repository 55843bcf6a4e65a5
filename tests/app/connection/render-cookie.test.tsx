import { afterEach, describe, expect, it } from 'vitest';
import { keepRenderCookie } from '../../../src/app/connection/render-cookie';
import { defaultConnectionSettings } from '../../../src/app/connection/connection-settings';
import { BROWSER_RENDERS_COOKIE } from '../../../src/contract/page-rendering';

const cookie = () => document.cookie.split('; ').find((entry) => entry.startsWith(`${BROWSER_RENDERS_COOKIE}=`));

describe('the cookie that keeps the server from rendering for the default connection', () => {
  afterEach(() => keepRenderCookie(document, defaultConnectionSettings(window.location.origin)));

  it('is set while the settings are the browser’s own, and cleared when they are the default again', () => {
    const defaults = defaultConnectionSettings(window.location.origin);
    keepRenderCookie(document, defaults);
    expect(cookie()).toBeUndefined();
    keepRenderCookie(document, { ...defaults, apiKey: 'demo-free' });
    expect(cookie()).toBe(`${BROWSER_RENDERS_COOKIE}=browser`);
    keepRenderCookie(document, { ...defaults, baseUrl: 'https://ads.example.com/api/v1', remember: true });
    expect(cookie()).toBe(`${BROWSER_RENDERS_COOKIE}=browser`);
    keepRenderCookie(document, defaults);
    expect(cookie()).toBeUndefined();
  });

  it('is set while this browser sends a demo account of its own: the server renders with the demo key', () => {
    const defaults = defaultConnectionSettings(window.location.origin);
    keepRenderCookie(document, defaults, true);
    expect(cookie()).toBe(`${BROWSER_RENDERS_COOKIE}=browser`);
    keepRenderCookie(document, defaults, false);
    expect(cookie()).toBeUndefined();
  });
});
