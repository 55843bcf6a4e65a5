/**
 * How much one request may ask for. The service refuses more (1004) before touching the database,
 * and the explorer never builds more, so both read these numbers from here.
 */

/** Terms in one `search_field` value; each is a substring match over the catalogue. */
export const MAX_SEARCH_TERMS = 20;
/** Characters in one search term or plain search text, after trimming. */
export const MAX_TEXT_LENGTH = 200;
/** Options selected in one filter. */
export const MAX_SELECTED_OPTIONS = 200;
/** Ids in one filter-items look-up. */
export const MAX_LOOKUP_IDS = 200;
/** Characters in a filter-items text look-up. */
export const MAX_LOOKUP_TEXT = 100;
/** Characters in a string option key. */
export const MAX_OPTION_KEY_LENGTH = 100;
/** Highest page number the service serves (18 × 500 ads). */
export const MAX_PAGE = 500;
/** Dates a filter may name: unix time cannot go earlier, four-digit years no later. */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9999-12-31';
