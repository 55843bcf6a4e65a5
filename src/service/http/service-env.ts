import type { ApiKeyRecord } from '../ads-store';

/** Per-request values the guards hand to the operation handlers. */
export interface ServiceEnv {
  Variables: {
    /** The parsed JSON body; `{}` when the request carried none. */
    body: Record<string, unknown>;
    /** The authenticated caller. */
    apiKey: ApiKeyRecord;
  };
}
