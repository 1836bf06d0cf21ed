import { API_KEY_SCOPE_ENDPOINTS, API_KEY_SCOPES } from '@kiln/contract';

const scopeList = API_KEY_SCOPES.map(
  (scope) => `${scope} (${API_KEY_SCOPE_ENDPOINTS[scope].join(', ')})`,
).join('; ');

/** The OpenAPI security schemes: an access token from sign-in, and a personal API key. */
export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'An access token from POST /api/auth/login. Every route that needs a signed-in user accepts it.',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description:
      `A personal API key (kiln_…), created in Settings → API keys and sent as a bearer token. ` +
      `It acts as its owner and counts toward the owner's quota, on the endpoints of the scopes chosen when it was made: ${scopeList}. ` +
      'Any other route answers it with 403 API_KEY_SCOPE.',
  },
} as const;

/** The security of a route that also accepts a personal API key. */
export const apiKeySecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKey: [] }];

/** Said in the description of every route that accepts a personal API key. */
export const apiKeyRouteNote =
  'Accepts a personal API key (Settings → API keys) as well as an access token; the generation counts toward the key owner’s quota.';
