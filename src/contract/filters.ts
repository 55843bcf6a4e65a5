import { z } from './zod';
import { builtOnFirstUse } from './built-on-first-use';

/** Every `component` value a filter can carry; `StringMultiApi` is an alias of `StringMultiSearchableApi`. */
export const FILTER_COMPONENTS = [
  'SearchBox',
  'StringMulti',
  'StringMultiSearchable',
  'StringMultiSearchableApi',
  'StringMultiApi',
  'StringSingle',
  'StringSingleSearchable',
  'StringSingleSearchableApi',
  'BooleanMulti',
  'BooleanSingle',
  'NumberMultiRange',
  'NumberSingleRange',
  'DateMulti',
  'DateSingle',
  'CBoolean',
] as const;
export const filterComponentSchema = builtOnFirstUse(() => z.enum(FILTER_COMPONENTS));
export type FilterComponent = z.infer<typeof filterComponentSchema>;

export function isFilterComponent(value: string): value is FilterComponent {
  return (FILTER_COMPONENTS as readonly string[]).includes(value);
}

/** Item actions (DESIGN §5). */
export const ITEM_ACTIONS = [
  'SINGLETON_RELATION',
  'DESELECT_OTHER',
  'DISABLE_OTHER',
  'RESET_RELATION_ON_EMPTY',
] as const;
export const itemActionSchema = builtOnFirstUse(() => z.enum(ITEM_ACTIONS));
export type ItemAction = z.infer<typeof itemActionSchema>;

/** Why a filter is locked. */
export const DISABLED_REASONS = ['free_plan', 'coming_soon'] as const;
export const disabledReasonSchema = builtOnFirstUse(() => z.enum(DISABLED_REASONS));
export type DisabledReason = z.infer<typeof disabledReasonSchema>;

/** An option key: integer ids mostly, strings for sort fields and search kinds. */
export const optionKeySchema = builtOnFirstUse(() => z.union([z.number(), z.string(), z.boolean()]));
export type OptionKey = z.infer<typeof optionKeySchema>;

/** One selectable option, inline in `component_data.items` or from the filter-items operation. */
export const filterItemSchema = builtOnFirstUse(() =>
  z.looseObject({
    key: optionKeySchema,
    label: z.nullish(z.string()),
    icon: z.nullish(z.string()),
    /** An action this explorer does not know reads as none, so one newer value cannot fail the catalogue. */
    action: z.catch(z.nullish(itemActionSchema), null),
  }),
);
export type FilterItem = z.infer<typeof filterItemSchema>;

/** Option record answered by the filter-items operation (DESIGN §3). */
export const optionRecordSchema = builtOnFirstUse(() =>
  z.looseObject({
    key: optionKeySchema,
    label: z.nullish(z.string()),
    icon: z.nullish(z.string()),
  }),
);
export type OptionRecord = z.infer<typeof optionRecordSchema>;

export const componentDataSchema = builtOnFirstUse(() =>
  z.looseObject({
    api_url: z.nullish(z.string()),
    items: z.optional(z.array(filterItemSchema)),
    /** Unknown actions read as none (see `filterItemSchema`). */
    action: z.catch(z.nullish(itemActionSchema), null),
    action_data: z.optional(z.unknown()),
    infinite_sign: z.nullish(z.boolean()),
    min: z.nullish(z.number()),
    max: z.nullish(z.number()),
  }),
);
export type ComponentData = z.infer<typeof componentDataSchema>;

export const subKeysSchema = builtOnFirstUse(() => z.object({ type: z.string(), main: z.string() }));
export type SubKeys = z.infer<typeof subKeysSchema>;

/**
 * A filter as it travels. `component` stays a plain string so an unknown value from a newer
 * server parses (the explorer renders a fallback for it); `api_url`/`items` may sit on the
 * filter itself as the v2 guide describes — `normalizeFilter` moves them under `component_data`.
 */
export const filterSchema = builtOnFirstUse(() =>
  z.looseObject({
    key: z.string(),
    label: z.nullish(z.string()),
    icon: z.nullish(z.string()),
    description: z.nullish(z.string()),
    /** A reason this explorer does not know still locks the filter, read as "not available yet". */
    disabled: z.catch(z.nullish(disabledReasonSchema), 'coming_soon'),
    placeholder: z.nullish(z.string()),
    sub_keys: z.optional(subKeysSchema),
    default: z.nullish(z.array(z.unknown())),
    component: z.string(),
    component_data: z.optional(componentDataSchema),
    resettable: z.optional(z.boolean()),
    api_url: z.nullish(z.string()),
    items: z.optional(z.array(filterItemSchema)),
  }),
);
export type WireFilter = z.infer<typeof filterSchema>;

/** `Omit` that keeps the named fields of a loose object; plain `Omit` collapses them into its index signature. */
type OmitKnown<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

/** A filter with its options always under `component_data`. */
export type Filter = OmitKnown<WireFilter, 'api_url' | 'items' | 'component_data'> & {
  component_data: ComponentData;
};

export const filterGroupSchema = builtOnFirstUse(() =>
  z.looseObject({
    key: z.nullish(z.string()),
    label: z.string(),
    icon: z.nullish(z.string()),
    collapse: z.optional(z.boolean()),
    description: z.nullish(z.string()),
    mode: z.optional(z.string()),
    filters: z.array(filterSchema),
    relations: z._default(z.array(z.array(z.string())), []),
  }),
);
export type WireFilterGroup = z.infer<typeof filterGroupSchema>;
export type FilterGroup = OmitKnown<WireFilterGroup, 'filters'> & { filters: Filter[] };

/** Puts filter-level `api_url` and `items` (v2 guide) under `component_data`. */
export function normalizeFilter(filter: WireFilter): Filter {
  const { api_url, items, component_data, ...rest } = filter;
  return {
    ...rest,
    component_data: {
      ...component_data,
      api_url: component_data?.api_url ?? api_url ?? null,
      items: component_data?.items ?? items ?? [],
    },
  };
}

export function normalizeFilterGroup(group: WireFilterGroup): FilterGroup {
  return { ...group, filters: group.filters.map(normalizeFilter) };
}
