import { Anchor } from '@mantine/core';
import classes from './skip-link.module.css';

/** The main content's element id, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop of the page: jumps past the header and filters to the results. */
export function SkipLink() {
  return (
    <Anchor href={`#${MAIN_CONTENT_ID}`} className={classes.skip}>
      Skip to results
    </Anchor>
  );
}
