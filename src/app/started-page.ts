import { bootPage } from './page-boot';

/**
 * The page's start, made when this module is evaluated. The entry imports it before React,
 * Mantine and the components, so the first requests leave before the bulk of the code has been
 * evaluated; nothing it reaches brings styles, so the stylesheet order stays the entry's.
 */
export const startedPage = bootPage();
