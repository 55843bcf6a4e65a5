/** The board a plain "Save" uses when none was used yet. */
export const FIRST_BOARD_NAME = 'Saved ads';

/** The board "Save" puts ads on, remembered per connection in this browser. */
const keyOf = (connectionId: string) => `ads-explorer.last-board|${connectionId}`;

export function readLastBoard(connectionId: string): number | null {
  try {
    const value = Number(window.localStorage.getItem(keyOf(connectionId)));
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function writeLastBoard(connectionId: string, board: number): void {
  try {
    window.localStorage.setItem(keyOf(connectionId), String(board));
  } catch {
    // A browser that blocks storage forgets it; Save then asks the first board again.
  }
}
