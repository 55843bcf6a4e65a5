import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
