/** The two path layouts of the service; the version is the base URL's last path segment. */
export const API_VERSIONS = ['v1', 'v2'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

export function isApiVersion(value: string): value is ApiVersion {
  return (API_VERSIONS as readonly string[]).includes(value);
}

/** Reads the version from a base URL such as `https://host/api/v2` (trailing slash allowed). */
export function versionOfBaseUrl(baseUrl: string): ApiVersion | undefined {
  const last = baseUrl.replace(/\/+$/, '').split('/').pop() ?? '';
  return isApiVersion(last) ? last : undefined;
}
