import {apiOperationsOf, type ApiOperationId, type ApiVersion} from './apiOperations';
import {API_NEXT_ROUTE, API_ROUTE} from './site.mjs';

/** Route of the Current aggregator API reference, relative to the site's base URL. */
export const API_REFERENCE_ROUTE = `/${API_ROUTE}`;

/** Route of a version's API reference, relative to the site's base URL (`/aggregator-api/`, `/next/aggregator-api/`). */
export function apiReferenceRoute(version: ApiVersion = 'current'): string {
  return version === 'next' ? `/${API_NEXT_ROUTE}` : API_REFERENCE_ROUTE;
}

function operationOf(op: string, version: ApiVersion) {
  const operation = apiOperationsOf(version)[op];
  if (!operation) {
    throw new Error(`Unknown API operation "${op}" in the ${version === 'next' ? 'Next' : 'Current'} API reference: see shared/apiOperations.ts`);
  }
  return operation;
}

/**
 * Fragment Redoc gives an operation in the reference: `tag/<tag>/operation/<operationId>`
 * (Redoc 2 builds it from the operation's first tag and its operationId).
 */
export function apiOperationHash(op: ApiOperationId | string, version: ApiVersion = 'current'): string {
  return `tag/${operationOf(op, version).tag}/operation/${op}`;
}

/** Human label of an operation, e.g. `GET /certificates`. */
export function apiOperationLabel(op: ApiOperationId | string, version: ApiVersion = 'current'): string {
  const {method, path} = operationOf(op, version);
  return `${method} ${path}`;
}
