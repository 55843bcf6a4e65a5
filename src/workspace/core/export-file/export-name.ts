import type { ActiveFilterChip } from '../../../filters/active-filters';

/** Longest file name start, so a search with many filters still names a file every system accepts. */
const MAX_BASE = 100;

/** Text as a file-name part: lower case ASCII letters and digits, runs of anything else as one `-`. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** What names a search's export: its platform and the active filters' chips. */
export interface SearchExportName {
  platform: string;
  chips: readonly Pick<ActiveFilterChip, 'label' | 'text'>[];
}

/**
 * The start of a search export's file name: the platform, then what each active filter chose
 * (`platform_d-women-10-200-days-running`); a chip whose text is only numbers says its filter.
 */
export function searchExportBase(platform: string, chips: readonly Pick<ActiveFilterChip, 'label' | 'text'>[]): string {
  const parts = chips.map((chip) => slug(/[a-z]/i.test(chip.text) ? chip.text : `${chip.text} ${chip.label}`));
  const base = [platform, ...parts.filter(Boolean)].join('-');
  return base.length <= MAX_BASE ? base : base.slice(0, MAX_BASE).replace(/-[^-]*$/, '');
}

/** The start of a board export's file name: `board-` and the board's name (its id when the name has no letters or digits). */
export function boardExportBase(board: { id: number; name?: string }): string {
  return `board-${slug(board.name ?? '').slice(0, MAX_BASE) || board.id}`;
}
