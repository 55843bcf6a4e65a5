import type { z } from '../../contract/zod';
import { okEnvelopeSchema } from '../../contract/envelope';
import {
  operationPath,
  type ExtensionOperation,
  type OperationData,
  type OperationInput,
} from '../../contract/extensions/extension-operation';
import type { RequestOptions } from '../ads-client';
import type { ServiceRequest } from '../service-request';
import { extensionRequest, type ExtensionSender } from './extension-request';

/**
 * Calls one extension operation of its contract table: the path parameters go into its route
 * pattern (encoded), the query in the table's order (absent values left out), the body as JSON;
 * a keyless operation sends no key. Resolves to `data` parsed with the operation's answer schema.
 */
export async function callOperation<O extends ExtensionOperation>(
  client: ExtensionSender,
  operation: O,
  input: OperationInput<O>,
  options?: RequestOptions,
): Promise<OperationData<O>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | undefined>;
    body?: Record<string, unknown>;
  };
  const method = operation.method.toUpperCase() as ServiceRequest['method'];
  const request = extensionRequest(method, operationPath(operation, params, query), body);
  const envelope = okEnvelopeSchema(operation.data) as z.ZodMiniType<{ data: unknown }>;
  const data = await client.send(request, envelope, operation.keyless ? { ...options, keyless: true } : options);
  return data as OperationData<O>;
}
