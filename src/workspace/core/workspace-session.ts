import { create } from 'zustand';

/** An ad or advertiser hidden in this page's life: its card collapses in place until the next page 1. */
export type SessionHide = { kind: 'ad' } | { kind: 'owner'; owner: number; name: string };

/**
 * What changed in this page's life that loaded results do not show yet: ads saved or taken off
 * boards (a loaded ad's `is_bookmarked` is as of its page), and hides. Keys are
 * `{connection id}|{platform}:{id}` (owners `{connection id}|owner:{id}`).
 */
interface WorkspaceSession {
  saved: Record<string, boolean>;
  hidden: Record<string, SessionHide>;
  setSaved(key: string, saved: boolean): void;
  setHidden(key: string, hide: SessionHide | null): void;
}

export const useWorkspaceSession = create<WorkspaceSession>()((set) => ({
  saved: {},
  hidden: {},
  setSaved: (key, saved) => set((s) => ({ saved: { ...s.saved, [key]: saved } })),
  setHidden: (key, hide) =>
    set((s) => {
      const hidden = { ...s.hidden };
      if (hide) hidden[key] = hide;
      else delete hidden[key];
      return { hidden };
    }),
}));
