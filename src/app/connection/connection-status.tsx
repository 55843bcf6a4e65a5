import { Badge } from '@mantine/core';
import { LazyTooltip } from '../../ui/lazy-tooltip';
import type { ConnectionState } from './connection-state';
import classes from './connection-status.module.css';
import { describeServiceProblem } from './service-problem';

/** What the header says about the connection, from the state and the active catalogue query. */
export type ConnectionHealth = { status: 'checking' } | { status: 'ok' } | { status: 'failed'; error: unknown };

/** Props of `ConnectionStatus`. */
export interface ConnectionStatusProps {
  state: ConnectionState;
  health: ConnectionHealth;
}

/** A badge (Mantine `sm`, so it fits a phone's header whole): the API version and whether the service answers; the reason on hover. */
export function ConnectionStatus({ state, health }: ConnectionStatusProps) {
  if (state.status === 'invalid') {
    return (
      <LazyTooltip label={state.error.message}>
        <Badge className={classes.badge} color="red" variant="light" size="sm">
          Not connected
        </Badge>
      </LazyTooltip>
    );
  }
  const host = state.settings.baseUrl.replace(/^https?:\/\//, '');
  switch (health.status) {
    case 'checking':
      return (
        <Badge className={classes.badge} color="gray" variant="light" size="sm">
          Connecting · {state.connection.version}
        </Badge>
      );
    case 'ok':
      return (
        <LazyTooltip label={host}>
          <Badge className={classes.badge} color="teal" variant="light" size="sm">
            Connected · {state.connection.version}
          </Badge>
        </LazyTooltip>
      );
    case 'failed':
      return (
        <LazyTooltip label={describeServiceProblem(health.error).fix}>
          <Badge className={classes.badge} color="red" variant="light" size="sm">
            Connection problem · {state.connection.version}
          </Badge>
        </LazyTooltip>
      );
  }
}
