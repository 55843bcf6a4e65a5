import { z } from '../contract/zod';
import type { AdDetail, ReadSearchPage } from '../contract/ads';
import { lenientSearchPageSchema } from '../contract/ads';
import { okEnvelopeSchema } from '../contract/envelope';
import { capabilitiesSchema, CAPABILITIES_PATH } from '../contract/extensions/capabilities';
import {
  filterGroupSchema,
  normalizeFilterGroup,
  optionRecordSchema,
  type FilterGroup,
  type OptionRecord,
} from '../contract/filters';
import { MEGA, type PlatformKey, type SearchPlatform } from '../contract/platforms';
import type { FilterItemsQuery } from '../contract/search-request';
import { versionOfBaseUrl, type ApiVersion } from '../contract/versions';
import { withCredentials, type AuthMode } from './auth';
import { ConfigError, isAdsClientError } from './errors';
import { LAYOUTS, type Layout } from './layouts';
import { readEnvelope } from './read-envelope';
import { redact } from './redact';
import type { ServiceRequest } from './service-request';
import { exchange } from './transport';
import { builtOnFirstUse } from '../contract/built-on-first-use';

export type { AuthMode } from './auth';

/** How to reach one deployment of the ads search service. */
export interface AdsClientOptions {
  /** E.g. `http://localhost:5173/api/v2`; its last path segment (`v1` or `v2`) picks the layout. */
  baseUrl: string;
  /** Sent as `authMode` says; never part of an error message. An empty key sends no credentials. */
  apiKey: string;
  /** Where the key travels; default `'header'`. */
  authMode?: AuthMode;
  /** Time for a whole request, answer body included; default 15000. */
  timeoutMs?: number;
  /** The fetch to use; default the global one. */
  fetch?: typeof fetch;
}

/** Per-call options. */
export interface RequestOptions {
  /** Cancels the call; it then rejects with an `AbortedError`. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

/** One page of a search. */
export interface SearchRequest {
  /** Page number, default 1; pages after the first need `last_hit`. */
  page?: number;
  /** The `last_hit` the first page answered, sent unchanged for later pages. */
  last_hit?: number;
  /** Filter values by filter key in the wire encoding (DESIGN §3), incl. search_field and the layout's sort (v1 `orderby`, v2 `advanced_order`). */
  fields?: Record<string, unknown>;
}

const DEFAULT_TIMEOUT_MS = 15_000;

const filterGroupEnvelope = builtOnFirstUse(() => okEnvelopeSchema(filterGroupSchema));
const optionRecordsEnvelope = builtOnFirstUse(() => okEnvelopeSchema(z.array(optionRecordSchema)));
const searchPageEnvelope = builtOnFirstUse(() => okEnvelopeSchema(lenientSearchPageSchema));
const capabilitiesEnvelope = builtOnFirstUse(() => okEnvelopeSchema(capabilitiesSchema));

/**
 * Typed access to the ads search service in either path layout. Every method parses the answer
 * with the contract's schemas and rejects with an `AdsClientError` (see `isAdsClientError`).
 */
export class AdsClient {
  /** The path layout, read from the base URL. */
  readonly version: ApiVersion;
  private readonly layout: Layout;
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly authMode: AuthMode;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;

  /** Throws a `ConfigError` for a base URL whose last segment is not v1/v2 or a timeout that is not a positive number. */
  constructor(options: AdsClientOptions) {
    const version = versionOfBaseUrl(options.baseUrl);
    if (!version)
      throw new ConfigError(redact(`The base URL must end in /v1 or /v2: ${options.baseUrl}`, options.apiKey));
    this.version = version;
    this.layout = LAYOUTS[version];
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.authMode = options.authMode ?? 'header';
    this.timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    // Looked up per call, so a fetch installed after construction (polyfill, test) is used.
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The platform's filter group, with every filter's options under `component_data`. */
  async filters(platform: SearchPlatform, options?: RequestOptions): Promise<FilterGroup> {
    this.checkPlatform(platform);
    return normalizeFilterGroup(
      await this.call(get(this.layout.paths.filters(platform)), filterGroupEnvelope, options),
    );
  }

  /** Options of an API-backed filter matching a text, or the options with the given ids (none for no ids, without asking). */
  async filterItems(
    platform: PlatformKey,
    filter: string,
    query: FilterItemsQuery,
    options?: RequestOptions,
  ): Promise<OptionRecord[]> {
    if ('ids' in query && query.ids.length === 0) return [];
    const lookup = 'ids' in query ? this.layout.idsQuery(query.ids) : { search: query.search };
    return this.call(get(this.layout.paths.filterItems(platform, filter), lookup), optionRecordsEnvelope, options);
  }

  /** One page of ads; `mega` (v2 only) searches every platform. Malformed ads come back in `unreadable`. */
  async search(platform: SearchPlatform, request: SearchRequest, options?: RequestOptions): Promise<ReadSearchPage> {
    this.checkPlatform(platform);
    const body: Record<string, unknown> = { ...request.fields };
    if (request.page !== undefined) body.page = request.page;
    if (request.last_hit !== undefined) body.last_hit = request.last_hit;
    const call: ServiceRequest = {
      method: 'POST',
      path: this.layout.paths.search(platform),
      query: {},
      headers: {},
      body,
    };
    return this.call(call, searchPageEnvelope, options);
  }

  /** The detail record of an ad, asked of the ad's own platform (so ads from a `mega` search work too). */
  async adDetail(ad: { platform: PlatformKey; id: number }, options?: RequestOptions): Promise<AdDetail> {
    if (!Number.isSafeInteger(ad.id)) throw new ConfigError(`An ad id is an integer, not ${ad.id}`);
    return this.call(get(this.layout.paths.adDetail(ad.platform, ad.id)), this.layout.adDetailEnvelope, options);
  }

  /**
   * The extensions the deployment offers (DESIGN §8). A v1 layout, or a service without the
   * operation (it answers 404 or 405, or a page that is not a capabilities list), offers none.
   * Any other failure rejects: a service that is down, restarting, rate limiting or refusing the
   * key has not said what it offers.
   */
  async capabilities(options?: RequestOptions): Promise<readonly string[]> {
    if (this.version !== 'v2') return [];
    try {
      return (await this.call(get(CAPABILITIES_PATH), capabilitiesEnvelope, options)).extensions;
    } catch (error) {
      if (withoutTheOperation(error)) return [];
      throw error;
    }
  }

  /**
   * Sends one operation the client has no method for (the extensions, `src/client/extensions`)
   * with the client's base URL, credentials, timeout and error handling, and returns the payload
   * parsed with `envelope`. `keyless` sends no key (operations that answer without one).
   */
  send<T>(
    request: ServiceRequest,
    envelope: z.ZodMiniType<{ data: T }>,
    options?: RequestOptions & { keyless?: boolean },
  ): Promise<T> {
    return this.call(request, envelope, options);
  }

  private checkPlatform(platform: SearchPlatform): void {
    if (platform === MEGA && !this.layout.hasMega) {
      throw new ConfigError('The cross-platform mega search exists only in the v2 layout');
    }
  }

  private async call<T>(
    request: ServiceRequest,
    envelope: z.ZodMiniType<{ data: T }>,
    options: RequestOptions & { keyless?: boolean } = {},
  ): Promise<T> {
    const timeoutMs = options.timeoutMs === undefined ? this.timeoutMs : checkTimeout(options.timeoutMs);
    const sent = options.keyless ? request : withCredentials(request, this.authMode, this.apiKey);
    const answer = await exchange(sent, {
      fetch: this.fetch,
      baseUrl: this.baseUrl,
      timeoutMs,
      signal: options.signal,
      secret: this.apiKey,
    });
    return readEnvelope(answer, envelope, `${request.method} ${request.path}`, this.apiKey);
  }
}

function get(path: string, query: Record<string, string> = {}): ServiceRequest {
  return { method: 'GET', path, query, headers: {} };
}

/** setTimeout overflows past 2^31-1 ms and fires at once, so larger values are refused too. */
function checkTimeout(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0 || ms > 2 ** 31 - 1) {
    throw new ConfigError(`timeoutMs must be a positive number of milliseconds, not ${ms}`);
  }
  return ms;
}

/**
 * Whether a failed capabilities request says the deployment has no such operation: it answered
 * 404 or 405, or something other than an envelope with a success status (a single-page app's
 * fallback page).
 */
function withoutTheOperation(error: unknown): boolean {
  if (isAdsClientError(error, 'api')) return error.status === 404 || error.status === 405;
  if (isAdsClientError(error, 'unexpected_response'))
    return error.status === 404 || error.status === 405 || (error.status >= 200 && error.status < 300);
  return false;
}
