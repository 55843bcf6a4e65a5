import { z } from '../contract/zod';
import { adDetailSchema, v1AdDetailPayloadSchema, type AdDetail } from '../contract/ads';
import { okEnvelopeSchema } from '../contract/envelope';
import { PATHS, type PathLayout } from '../contract/paths';
import type { OptionKey } from '../contract/filters';
import type { ApiVersion } from '../contract/versions';
import { builtOnFirstUse } from '../contract/built-on-first-use';

/** How one version lays out what differs between v1 and v2 beyond the paths. */
export interface Layout {
  readonly paths: PathLayout;
  /** Whether the cross-platform `mega` key exists. */
  readonly hasMega: boolean;
  /** Query parameters of a filter-items look-up by ids. */
  idsQuery(ids: readonly OptionKey[]): Record<string, string>;
  /** The ad-detail envelope, its `data` unwrapped to the detail record. */
  readonly adDetailEnvelope: z.ZodMiniType<{ data: AdDetail }>;
}

const v1: Layout = {
  paths: PATHS.v1,
  hasMega: false,
  idsQuery: (ids) => ({ ids: ids.join(',') }),
  adDetailEnvelope: builtOnFirstUse(() =>
    okEnvelopeSchema(
      z.pipe(
        v1AdDetailPayloadSchema,
        z.transform((payload) => payload.data),
      ),
    ),
  ),
};

const v2: Layout = {
  paths: PATHS.v2,
  hasMega: true,
  idsQuery: (ids) => ({ id: ids.join(',') }),
  adDetailEnvelope: builtOnFirstUse(() => okEnvelopeSchema(adDetailSchema)),
};

export const LAYOUTS: Record<ApiVersion, Layout> = { v1, v2 };
