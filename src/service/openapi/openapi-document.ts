import type { ApiVersion } from '../../contract/versions';
import { API_KEY_SCHEMES, API_KEY_SECURITY } from './api-key-docs';
import { componentSchemas } from './component-schemas';
import { extensionPathItems } from './extension-operations';
import { EXTENSION_OPERATIONS } from './extension-specs';
import { pathItems } from './operation-specs';

const DESCRIPTION_VERSION: Record<ApiVersion, string> = { v1: '1.0.0', v2: '2.0.0' };

/** The OpenAPI 3.1 document of one path layout, built from the contract's zod schemas. */
export function openApiDocument(version: ApiVersion) {
  return {
    openapi: '3.1.0',
    info: {
      title: `Ads search service (${version})`,
      version: DESCRIPTION_VERSION[version],
      description:
        'Ad search across advertising platforms: filters, filter options, search with snapshot ' +
        'pagination (`last_hit`) and ad detail. Every answer is an envelope `{status, meta, data}`.' +
        (version === 'v2'
          ? ' Operations tagged Extensions (`x-extension`) go beyond the interface; a deployment offers those its `GET /capabilities` lists.'
          : ''),
    },
    servers: [{ url: '/api/{version}', variables: { version: { default: version, enum: [version] } } }],
    security: API_KEY_SECURITY,
    paths:
      version === 'v2' ? { ...pathItems(version), ...extensionPathItems(EXTENSION_OPERATIONS) } : pathItems(version),
    components: {
      securitySchemes: API_KEY_SCHEMES,
      schemas: componentSchemas(version),
    },
  };
}
