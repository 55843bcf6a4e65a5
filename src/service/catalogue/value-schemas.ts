import { valueSchemaFor } from '../../contract/filter-values';
import type { NumberType } from '../../contract/bounded-values';
import type { FilterComponent } from '../../contract/filters';
import type { z } from '../../contract/zod';

const built = new Map<string, z.ZodMiniType>();

/**
 * `valueSchemaFor`, built once per filter key, component and column type. Building a zod schema
 * costs tens of microseconds, and a search checks each value twice (validation, then SQL). Only
 * catalogue filters reach here, so the map stays as small as the catalogues.
 */
export function filterValueSchema(
  filter: { key: string; component: FilterComponent },
  numbers: NumberType = 'float8',
): z.ZodMiniType {
  const id = `${filter.key}\u0000${filter.component}\u0000${numbers}`;
  let schema = built.get(id);
  if (!schema) built.set(id, (schema = valueSchemaFor(filter, numbers)));
  return schema;
}
