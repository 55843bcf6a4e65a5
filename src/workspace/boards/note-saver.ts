/** Quiet time after the last keystroke before a note is saved: one save per pause, not per key. */
export const NOTE_SAVE_DELAY_MS = 600;

/** Where a note's text stands against what is stored. */
export type NoteSaveStatus =
  /** Nothing typed since it was opened, or typed back to what is stored. */
  | { state: 'unchanged' }
  /** Typed, waiting for the pause before saving. */
  | { state: 'typed' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** The last save failed; what is typed is kept until a retry or the next change saves it. */
  | { state: 'failed'; message: string };

/** Saves one ad's note as it is typed. Framework-free: the editor renders its status. */
export interface NoteSaver {
  /** The note as now typed; saved after a pause of `delayMs`. */
  change(text: string): void;
  /**
   * Saves at once what is typed and not stored yet (on blur, close, unmount, Retry); resolves
   * once it is stored or the save failed. Saves never overlap: one waits for the one before.
   */
  flush(): Promise<void>;
  status(): NoteSaveStatus;
  subscribe(listener: () => void): () => void;
}

/** A saver for a note stored as `stored`, writing through `save`. */
export function createNoteSaver(
  stored: string,
  save: (note: string) => Promise<void>,
  delayMs = NOTE_SAVE_DELAY_MS,
): NoteSaver {
  let typed = stored;
  let status: NoteSaveStatus = { state: 'unchanged' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const set = (next: NoteSaveStatus) => {
    status = next;
    for (const listener of listeners) listener();
  };

  async function saveTyped(): Promise<void> {
    const text = typed;
    set({ state: 'saving' });
    try {
      await save(text);
      stored = text;
      // Typing during the save leaves the newer text for its own pause (or the next flush).
      set(typed === stored ? { state: 'saved' } : { state: 'typed' });
    } catch (error) {
      set({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  // A save under way or a failure stays shown: the save's end, or the next successful save, moves on.
  function statusAfterTyping(): NoteSaveStatus {
    if (status.state === 'saving' || status.state === 'failed') return status;
    if (typed !== stored) return { state: 'typed' };
    return status.state === 'saved' ? status : { state: 'unchanged' };
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    while (running) await running;
    if (typed === stored) return;
    running = saveTyped().finally(() => (running = undefined));
    await running;
  }

  return {
    change(text) {
      typed = text;
      clearTimeout(timer);
      set(statusAfterTyping());
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
