import { describe, expect, it } from 'vitest';
import { isConnectionError, isRecoveryConflict } from '../../../src/service/storage/connection-errors';
import { choiceFor, isLagging, type ReplicaState } from '../../../src/service/storage/replica-state';

const replica = (state: Partial<ReplicaState>): ReplicaState => ({
  name: 'postgres://replica',
  healthy: true,
  safeBefore: 10_000,
  lagging: false,
  ...state,
});

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('which replica reads a snapshot', () => {
  it('serves snapshots its watermark covers, asks again for newer ones, and passes when ejected or lagging', () => {
    expect(choiceFor(replica({}), 10_000)).toBe('serve');
    expect(choiceFor(replica({}), 9_000)).toBe('serve');
    expect(choiceFor(replica({}), 11_000)).toBe('ask');
    expect(choiceFor(replica({ lagging: true }), 11_000)).toBe('pass');
    expect(choiceFor(replica({ lagging: true }), 9_000)).toBe('serve');
    expect(choiceFor(replica({ healthy: false }), 9_000)).toBe('pass');
  });

  it('lags when its watermark trails the primary’s by more than the bound', () => {
    expect(isLagging(10_000, 13_000, 3_000)).toBe(false);
    expect(isLagging(10_000, 13_001, 3_000)).toBe(true);
    expect(isLagging(10_000, Number.NEGATIVE_INFINITY, 3_000)).toBe(false);
  });
});

describe('which failures take a replica out of rotation', () => {
  it('counts unreachable servers, dropped connections and shutdowns, not refused statements', () => {
    expect(isConnectionError(failure('connect ECONNREFUSED 127.0.0.1:5433', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(failure('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(failure('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(failure('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionError(failure('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionError(failure('connection failure', '08006'))).toBe(true);
    expect(isConnectionError(failure('canceling statement due to statement timeout', '57014'))).toBe(false);
    expect(isConnectionError(failure('syntax error at or near "x"', '42601'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });

  it('retries a read a standby cancelled for replay on the primary', () => {
    expect(isRecoveryConflict(failure('canceling statement due to conflict with recovery', '40001'))).toBe(true);
    expect(isRecoveryConflict(failure('Connection terminated unexpectedly'))).toBe(false);
  });
});
