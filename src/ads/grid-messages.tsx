import { RetryAlert } from '../ui/retry-alert';
import { formatInteger } from './format-number';
import classes from './grid-messages.module.css';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  error: Error;
  onRetry: () => void;
  /** True when ads are already shown above and only the next page failed. @default false */
  nextPage?: boolean;
}

/** A failed load with its reason and a Retry button. */
export function LoadError({ error, onRetry, nextPage = false }: LoadErrorProps) {
  return (
    <RetryAlert
      title={nextPage ? 'Could not load more ads' : 'Could not load ads'}
      message={error.message}
      onRetry={onRetry}
    />
  );
}

/** Says that every matching ad is loaded, centred on a rule across the grid. */
export function EndOfResults({ count }: { count: number }) {
  return (
    <p className={classes.endOfResults}>
      End of results · {formatInteger(count)} {count === 1 ? 'ad' : 'ads'}
    </p>
  );
}
