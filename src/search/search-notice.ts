/**
 * Something the user should be told about the search state: a filter the engine changed as a
 * side effect of their choice, or a link parameter that could not be used and was dropped.
 */
export interface SearchNotice {
  id: number;
  kind: 'effect' | 'dropped';
  message: string;
}
