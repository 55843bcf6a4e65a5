import { expect } from 'vitest';
import { failedEnvelopeSchema, okEnvelopeSchema } from '../../../src/contract/envelope';
import type { Answer } from '../../utils/service';

/** Asserts a 200 answer and returns its `data` parsed with `schema`. */
export function ok<T>(answer: Answer, schema: { parse(value: unknown): T }): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return okEnvelopeSchema(schema as never).parse(answer.body).data as T;
}

/** Asserts a failed envelope with this HTTP status and result code, and returns it. */
export function failed(answer: Answer, status: number, code: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const envelope = failedEnvelopeSchema.parse(answer.body);
  expect(envelope.meta.code).toBe(code);
  return envelope;
}
