import { createContext, useContext } from 'react';

/**
 * Whether this render is the server's, drawing a page's markup; the browser's renders, hydrating
 * that markup among them, are not.
 */
export const OnServerContext = createContext(false);

/** See {@link OnServerContext}. */
export const useOnServer = () => useContext(OnServerContext);
