/** A link parameter that was not applied, and why; the UI lists these in a notice. */
export interface DroppedParam {
  /** The parameter name as it appeared in the link. */
  name: string;
  /** The offending value (one list element when only part of a list was dropped). */
  value: string;
  /** Human reason, e.g. "not an option of Gender". */
  reason: string;
}
