import type { ApiKeyRecord } from '../ads-store';
import type { CountedRequest } from '../keys/key-resolver';

/** Per-request values the guards hand to the operation handlers. */
export interface ServiceEnv {
  Variables: {
    /** The parsed JSON body; `{}` when the request carried none. */
    body: Record<string, unknown>;
    /** The authenticated caller. */
    apiKey: ApiKeyRecord;
    /** This request counted in the caller's rate window, when requests are limited. */
    counted: CountedRequest | undefined;
  };
}
