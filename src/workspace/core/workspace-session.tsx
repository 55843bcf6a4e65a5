import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** An ad or advertiser hidden in this page's life: its card collapses in place until the next page 1. */
export type SessionHide = { kind: 'ad' } | { kind: 'owner'; owner: number; name: string };

/**
 * What changed in this page's life that loaded results do not show yet: ads saved or taken off
 * boards (a loaded ad's `is_bookmarked` is as of its page), and hides. Keys are
 * `{connection id}|{platform}:{id}` (owners `{connection id}|owner:{id}`).
 */
export interface WorkspaceSession {
  saved: Record<string, boolean>;
  hidden: Record<string, SessionHide>;
  /** Marks `key` saved or not; null forgets it, so the ad's own state shows again. */
  setSaved(key: string, saved: boolean | null): void;
  setHidden(key: string, hide: SessionHide | null): void;
}

/** A vanilla zustand store of {@link WorkspaceSession}, as the search store is one of the search state. */
export type WorkspaceSessionStore = StoreApi<WorkspaceSession>;

/** A fresh, empty session; every workspace shell (and every test) gets its own. */
export function createWorkspaceSession(): WorkspaceSessionStore {
  return createStore<WorkspaceSession>()((set) => ({
    saved: {},
    hidden: {},
    setSaved: (key, saved) =>
      set((s) => {
        const next = { ...s.saved };
        if (saved === null) delete next[key];
        else next[key] = saved;
        return { saved: next };
      }),
    setHidden: (key, hide) =>
      set((s) => {
        const hidden = { ...s.hidden };
        if (hide) hidden[key] = hide;
        else delete hidden[key];
        return { hidden };
      }),
  }));
}

const WorkspaceSessionContext = createContext<WorkspaceSessionStore | null>(null);

/** Keeps one session for the tree below (the workspace shell's: the results, cards and pages). */
export function WorkspaceSessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createWorkspaceSession);
  return <WorkspaceSessionContext value={store}>{children}</WorkspaceSessionContext>;
}

/**
 * The session store, for changes made outside rendering. Outside a provider (a page rendered on
 * its own) the component keeps a session of its own.
 */
export function useWorkspaceSessionApi(): WorkspaceSessionStore {
  const [own] = useState(createWorkspaceSession);
  return useContext(WorkspaceSessionContext) ?? own;
}

/** Reads one slice of the session; pass a narrow selector so unrelated changes do not re-render. */
export function useWorkspaceSession<T>(selector: (state: WorkspaceSession) => T): T {
  return useStore(useWorkspaceSessionApi(), selector);
}
