/**
 * Something the user should be told about the search state: a filter the engine changed as a
 * side effect of their choice (`effect`), a link parameter that could not be used (`dropped`), or
 * part of a tab's search the connection it moved to does not offer (`unavailable`).
 */
export interface SearchNotice {
  id: number;
  kind: 'effect' | DroppedKind;
  message: string;
}

/** Why parameters were left out: the link held them (`dropped`), or the connection changed (`unavailable`). */
export type DroppedKind = 'dropped' | 'unavailable';
