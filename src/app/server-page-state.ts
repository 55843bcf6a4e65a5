import type { DehydratedState } from '@tanstack/react-query';

/** The id of the element that carries a server-rendered page's state. */
const STATE_ELEMENT_ID = 'server-page-state';

/** What a page rendered on the server was rendered from, for the browser to hydrate it. */
export interface ServerPageState {
  /** The connection's id (`Connection.id`) the answers belong to. */
  connection: string;
  /** The answers the page shows, as TanStack Query dehydrates them. */
  queries: DehydratedState;
}

/**
 * The state as an inert JSON data block to place after the page's root. `<` is escaped, so no
 * text in an answer can close the element or open another.
 */
export function serverPageStateElement(state: ServerPageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${STATE_ELEMENT_ID}">${json}</script>`;
}

/** The state a server-rendered page carries, or undefined in a page the browser renders itself. */
export function readServerPageState(doc: Document): ServerPageState | undefined {
  const text = doc.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<ServerPageState>;
    return typeof state.connection === 'string' && state.queries ? (state as ServerPageState) : undefined;
  } catch {
    return undefined;
  }
}
