import { z } from '../../contract/zod';
import type { AuthMode } from '../../client/auth';
import type { DemoKey } from '../../contract/demo-keys';
import { versionOfBaseUrl, type ApiVersion } from '../../contract/versions';
import { builtOnFirstUse } from '../../contract/built-on-first-use';

/** Every way the key can travel, in the order the settings form offers them; `header` is the default. */
export const AUTH_MODES = ['header', 'query', 'body'] as const satisfies readonly AuthMode[];

/** Where the explorer talks to and how it authenticates. Never part of a URL or a link. */
export const connectionSettingsSchema = builtOnFirstUse(() =>
  z.object({
    baseUrl: z.string().check(z.trim(), z.minLength(1)),
    apiKey: z.string(),
    authMode: z.enum(AUTH_MODES),
    /** true keeps the settings in localStorage across browser sessions; false (default) in sessionStorage. */
    remember: z.boolean(),
  }),
);
export type ConnectionSettings = z.infer<typeof connectionSettingsSchema>;

/** The demo key of the embedded service; it sees every filter. */
export const DEMO_API_KEY: DemoKey = 'demo-pro';

/** The embedded service on this origin, v2 layout, demo key: `npm start` shows ads with no setup. */
export function defaultConnectionSettings(origin: string): ConnectionSettings {
  return { baseUrl: `${origin}/api/v2`, apiKey: DEMO_API_KEY, authMode: 'header', remember: false };
}

/** The layout a base URL selects, read from its last path segment; undefined when it names none. */
export function connectionVersion(settings: Pick<ConnectionSettings, 'baseUrl'>): ApiVersion | undefined {
  return versionOfBaseUrl(settings.baseUrl);
}
