import { z } from './zod';
import { builtOnFirstUse } from './built-on-first-use';

/** One field-level problem of a 1004 validation failure. */
export const fieldErrorSchema = builtOnFirstUse(() => z.object({ field: z.string(), message: z.string() }));
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const metaSchema = builtOnFirstUse(() =>
  z.looseObject({
    code: z.optional(z.int()),
    message: z.nullish(z.string()),
    errors: z.optional(z.array(fieldErrorSchema)),
  }),
);

/** A successful envelope around `data`. */
export function okEnvelopeSchema<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({ status: z.literal('ok'), meta: metaSchema, data });
}

/** A failed envelope: `meta.code` and `meta.message` say what went wrong. */
export const failedEnvelopeSchema = builtOnFirstUse(() =>
  z.looseObject({
    status: z.literal('failed'),
    meta: metaSchema,
    data: z.optional(z.unknown()),
  }),
);
export type FailedEnvelope = z.infer<typeof failedEnvelopeSchema>;

/** Any envelope, tagged by `status`, before its payload is parsed. */
export const anyEnvelopeSchema = builtOnFirstUse(() =>
  z.discriminatedUnion('status', [okEnvelopeSchema(z.unknown()), failedEnvelopeSchema]),
);
