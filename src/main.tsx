import './zod-without-eval';
import { startedPage } from './app/started-page';
import './app/mantine-styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstScreenParts } from './app/first-screen-parts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');
const app = (
  <StrictMode>
    <App boot={startedPage} />
  </StrictMode>
);
if (startedPage.serverRendered) {
  // The panel's and the sort's code, fetched beside this script, is loaded before hydrating: the
  // server drew them in place, as the page draws them once they are loaded. Should it fail, the
  // page hydrates anyway, and React renders again in the browser what no longer matches.
  const firstScreenParts = preloadFirstScreenParts().catch(() => undefined);
  // The server's HTML has painted: its scripts are inserted after its first frame. Hydrating is a
  // transition: React yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree. The filter panel hydrates with the page, and takes the boxes
  // ticked before it did (`replayEarlyToggles`).
  void firstScreenParts.then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // A page rendered on the server for another connection (saved settings) is not this one's.
  root.replaceChildren();
  // An interruptible first render: the answers that arrive meanwhile are handled at once (the
  // search leaves as soon as the catalogue answers) instead of after the whole tree has rendered.
  startTransition(() => createRoot(root).render(app));
}
