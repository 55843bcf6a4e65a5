/**
 * How the documents describe the API key: the service reads the `x-api-key` header, else
 * `api_key` in the JSON body, else `api_key` in the query (DESIGN §3). OpenAPI names header and
 * query keys as security schemes; a key in the body has no scheme, so every JSON body's schema
 * lists `api_key` itself.
 */

const ORDER =
  'The service reads the x-api-key header, else api_key in the JSON body, else the api_key query parameter.';

/** The security schemes of each document. */
export const API_KEY_SCHEMES = {
  ApiKeyAuth: { type: 'apiKey', in: 'header', name: 'x-api-key', description: `The API key. ${ORDER}` },
  ApiKeyQuery: {
    type: 'apiKey',
    in: 'query',
    name: 'api_key',
    description: `The API key in the query, for clients that cannot set a header. ${ORDER}`,
  },
};

/** Any one of the schemes; a key in the body instead is `api_key` of the body's schema. */
export const API_KEY_SECURITY = [{ ApiKeyAuth: [] }, { ApiKeyQuery: [] }];

/** The `api_key` property of every JSON request body. */
export const API_KEY_BODY_PROPERTY = {
  type: 'string',
  description: `The API key, when it is sent in the body. ${ORDER}`,
};
