import {apiOperations, type ApiOperationId} from './apiOperations';
import {API_ROUTE} from './site.mjs';

/** Route of the aggregator API reference, relative to the site's base URL. */
export const API_REFERENCE_ROUTE = `/${API_ROUTE}`;

/**
 * Fragment Redoc gives an operation in the reference: `tag/<tag>/operation/<operationId>`
 * (Redoc 2 builds it from the operation's first tag and its operationId).
 */
export function apiOperationHash(op: ApiOperationId): string {
  const operation = apiOperations[op];
  if (!operation) {
    throw new Error(`Unknown API operation "${String(op)}": see shared/apiOperations.ts`);
  }
  return `tag/${operation.tag}/operation/${op}`;
}

/** Human label of an operation, e.g. `GET /certificates`. */
export function apiOperationLabel(op: ApiOperationId): string {
  const {method, path} = apiOperations[op];
  return `${method} ${path}`;
}
