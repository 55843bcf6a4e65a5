import type { Context } from 'hono';
import type { Capabilities, Extension } from '../../../contract/extensions/capabilities';
import { okResponse } from '../envelope';
import type { ServiceEnv } from '../service-env';

/** `capabilities`: the extensions this deployment serves, in a stable order. */
export function capabilitiesOperation(offered: readonly Extension[]) {
  const data: Capabilities = { extensions: [...offered] };
  return (c: Context<ServiceEnv>) => okResponse(c, data);
}
