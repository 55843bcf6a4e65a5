/** What a triage key asks for; `null` from {@link triageCommandOf} for any other key. */
export type TriageCommand =
  | 'next'
  | 'previous'
  | 'down'
  | 'up'
  | 'open'
  | 'save'
  | 'save-new'
  | 'hide'
  | 'select'
  | 'clear-selection'
  | 'open-compare'
  | 'advertiser'
  | 'search'
  | 'help';

/** One line of the shortcut list: the keys a user presses and what they do. */
export interface Shortcut {
  keys: readonly string[];
  command: TriageCommand;
  description: string;
}

/** Every triage shortcut, in the order the help lists them; the keys are `KeyboardEvent.key` values. */
export const SHORTCUTS: readonly Shortcut[] = [
  { keys: ['j', 'ArrowRight'], command: 'next', description: 'Next ad' },
  { keys: ['k', 'ArrowLeft'], command: 'previous', description: 'Previous ad' },
  { keys: ['ArrowDown'], command: 'down', description: 'Ad below' },
  { keys: ['ArrowUp'], command: 'up', description: 'Ad above' },
  { keys: ['Enter', 'o'], command: 'open', description: 'Open the ad' },
  { keys: ['s'], command: 'save', description: 'Save the ad to the last board' },
  { keys: ['S'], command: 'save-new', description: 'Save the ad to a new board' },
  { keys: ['h'], command: 'hide', description: 'Hide the ad' },
  { keys: ['x'], command: 'select', description: 'Select the ad, or take it out of the selection' },
  { keys: ['Escape'], command: 'clear-selection', description: 'Clear the selection' },
  { keys: ['c'], command: 'open-compare', description: 'Compare the selected ads (2 to 4), or open compare' },
  { keys: ['a'], command: 'advertiser', description: 'Open the advertiser’s page' },
  { keys: ['/'], command: 'search', description: 'Search' },
  { keys: ['?'], command: 'help', description: 'Keyboard shortcuts' },
];

const COMMANDS = new Map(SHORTCUTS.flatMap(({ keys, command }) => keys.map((key) => [key, command] as const)));

/** Commands that act on the focused card, so they fire only while a card has focus. */
export const CARD_COMMANDS: ReadonlySet<TriageCommand> = new Set([
  'open',
  'save',
  'save-new',
  'hide',
  'select',
  'advertiser',
  'up',
  'down',
]);

/** Where typing happens: a key pressed there is text, never a shortcut. */
const TYPING =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [role="combobox"]';

/** Whether a key pressed on `target` belongs to a field the user is typing in. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null;
}

/**
 * The triage command of a key press, or `null`: keys with Ctrl, Alt or Meta (browser and system
 * shortcuts), keys typed into a field, keys pressed inside a dialog or an open menu (they have
 * their own keys: Esc closes a menu without clearing the selection), and any key while a modal
 * dialog is open (Esc closes it, also before its focus trap has taken the focus) are never commands.
 */
export function triageCommandOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target'>,
): TriageCommand | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTypingTarget(event.target)) return null;
  if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"]')) return null;
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return null;
  return COMMANDS.get(event.key) ?? null;
}

/** How a key reads in the shortcut list. */
export function keyLabel(key: string): string {
  const arrows: Record<string, string> = {
    ArrowRight: '→',
    ArrowLeft: '←',
    ArrowDown: '↓',
    ArrowUp: '↑',
    Escape: 'Esc',
  };
  return arrows[key] ?? key;
}
