/** Id of the filters navbar, which the header burger opens as a sheet on small screens. */
export const FILTER_SHEET_ID = 'filters';
