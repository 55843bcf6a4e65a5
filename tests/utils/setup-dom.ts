import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, vi } from 'vitest';
import { lazyElementError } from './lazy-element-error';

// The files of a worker share one window (the project does not isolate them): each starts on an
// empty page, with empty storage and no toast another file left behind.
document.body.innerHTML = '';
localStorage.clear();
sessionStorage.clear();
notifications.clean();

// Mantine reads these browser APIs, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom does no layout, so it cannot scroll; without this it logs "not implemented" on every call.
window.scrollTo = () => {};

// Files run several at a time on few cores, and a lazy part's first import is transformed on
// demand: a `findBy…` waits for what a user would wait for, not for Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5_000, getElementError: lazyElementError });

afterEach(() => cleanup());
// A lazy part a file's last test began to load lands in that file, not in the next one's window.
afterAll(() => vi.dynamicImportSettled());
