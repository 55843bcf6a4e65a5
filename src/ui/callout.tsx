import { useId, type ReactNode } from 'react';
import classes from './callout.module.css';

/** Props of {@link Callout}. */
export interface CalloutProps {
  /** Red for a failure, yellow for a warning, gray for neutral news. */
  tone: 'red' | 'yellow' | 'gray';
  /** A short heading above the message; it also names the callout. */
  title?: ReactNode;
  /** An icon at the start, 20 px; its meaning is in the text. */
  icon?: ReactNode;
  /** `alert` (default) interrupts a screen reader; `status` waits until it pauses. */
  role?: 'alert' | 'status';
  /** Less padding, for a callout inside a dense list. @default false */
  compact?: boolean;
  /** Places the callout, e.g. fixed over the page. */
  className?: string;
  children: ReactNode;
}

/**
 * A message in a tinted box in plain elements, e.g. a failure with its fix and buttons. The tint
 * is the colour's light variant, whose text the theme keeps at 4.5:1 in light and dark mode.
 */
export function Callout({ tone, title, icon, role = 'alert', compact = false, className, children }: CalloutProps) {
  const titleId = useId();
  const classNames = className ? `${classes.callout} ${className}` : classes.callout;
  return (
    <div
      role={role}
      className={classNames}
      data-tone={tone}
      data-compact={compact || undefined}
      aria-labelledby={title ? titleId : undefined}
    >
      {icon && (
        <div className={classes.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <div className={classes.body}>
        {title && (
          <div className={classes.title} id={titleId}>
            {title}
          </div>
        )}
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
