import { z } from './zod';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * Request values bounded by what the database can hold, so an odd value is a 1004 naming its field
 * rather than a failed statement.
 */

/** Integer ranges of the integer column types; `int8` is bounded to JavaScript's safe integers. */
export const INTEGER_RANGES = {
  int4: { min: -2_147_483_648, max: 2_147_483_647 },
  int8: { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER },
} as const;
export type IntegerType = keyof typeof INTEGER_RANGES;
/** Column types a number value can be compared with; `float8` takes any finite number. */
export type NumberType = IntegerType | 'float8';

/** A whole number that fits a column of `type`. */
export function integerSchema(type: IntegerType) {
  const { min, max } = INTEGER_RANGES[type];
  return z.int().check(z.minimum(min), z.maximum(max));
}

/** A number that fits a column of `type`. */
export function numberSchema(type: NumberType) {
  return type === 'float8' ? z.number() : integerSchema(type);
}

/** An id: every id column is an `int4`. */
export const idSchema = builtOnFirstUse(() => integerSchema('int4'));

/** An id written in a path or query string: digits only, within `idSchema`. */
export const idTextSchema = builtOnFirstUse(() =>
  z.pipe(z.pipe(z.string().check(z.regex(/^\s*\d{1,10}\s*$/, 'must be an integer id')), z.transform(Number)), idSchema),
);

// PostgreSQL text cannot hold U+0000; as a pattern the rule also shows in the OpenAPI documents.
// eslint-disable-next-line no-control-regex
const NO_NUL = /^[^\u0000]*$/;

/** `text` refusing NUL characters, which no text column can store. */
export function withoutNul(text: z.ZodMiniString<string>): z.ZodMiniString<string> {
  return text.check(z.regex(NO_NUL, 'must not contain NUL characters'));
}
