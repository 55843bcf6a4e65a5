import { createContext, useContext } from 'react';

/**
 * Whether this page's first render is the server's (rendering it, or hydrating its markup): then
 * a part that the browser would mount a little later must render at once, as the server did, so
 * hydration finds the same elements and nothing moves.
 */
export const ServerRenderedContext = createContext(false);

/** See {@link ServerRenderedContext}. */
export const useServerRendered = () => useContext(ServerRenderedContext);
