// The infrastructure plugins, by the name app.ts registers them under.
export { authenticationPlugin as authentication } from './authentication';
export { compressionPlugin as compression } from './compression';
export { corsPlugin as cors } from './cors';
export { databasePlugin as database } from './database';
export { errorsPlugin as errors } from './errors';
export { jsonBodyPlugin as jsonBody } from './json-body';
export { metricsPlugin as metrics } from './metrics';
export { openApiPlugin as openApi } from './openapi';
export { rateLimitPlugin as rateLimit } from './rate-limit';
export { redisPlugin as redis } from './redis';
export { requestIdPlugin as requestId } from './request-id';
export { securityHeadersPlugin as securityHeaders } from './security-headers';
export { shutdownPlugin as shutdown } from './shutdown';
export { workersPlugin as workers } from './workers';
