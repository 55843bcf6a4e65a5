import { afterEach, describe, expect, it } from 'vitest';
import { pageScriptsAfterPaint } from '../../../src/service/http/page-scripts-after-paint';

const TAGS =
  '<link rel="modulepreload" href="/assets/react-x1.js"><script type="module" src="/assets/main-x2.js"></script>';

/**
 * This window as a page that holds `TAGS` for after its first paint, in a tab that is
 * `visibility`: the markup is put in place, then its inline script runs, as a parser runs it.
 */
function loadPage(visibility: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  document.body.innerHTML = `<div id="root"></div>${pageScriptsAfterPaint(TAGS)}`;
  const parsed = document.body.querySelector('script:not([type])')!;
  const script = document.createElement('script');
  script.textContent = parsed.textContent;
  parsed.replaceWith(script);
}

const insertedSources = () =>
  [...document.head.querySelectorAll('link, script')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src'),
  );

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
const taskAfterNextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done)));

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  document.head.querySelectorAll('[href^="/assets/"], [src^="/assets/"]').forEach((element) => element.remove());
  document.body.innerHTML = '';
});

describe("a rendered page's scripts", () => {
  it('are inserted into the head in a task after the first frame, not while the page is parsed', async () => {
    loadPage('visible');
    // The premise: the page holds its tags inert, where no parser asks for them.
    expect(document.querySelector('template')?.content.querySelectorAll('link, script')).toHaveLength(2);
    expect(insertedSources()).toEqual([]);
    await nextFrame();
    expect(insertedSources()).toEqual([]);
    await taskAfterNextFrame();
    expect(insertedSources()).toEqual(['/assets/react-x1.js', '/assets/main-x2.js']);
  });

  it('are inserted at once in a hidden tab, which paints no frame until it is shown', () => {
    loadPage('hidden');
    expect(insertedSources()).toEqual(['/assets/react-x1.js', '/assets/main-x2.js']);
  });
});
