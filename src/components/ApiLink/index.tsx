import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ApiOperationId} from '@site/shared/apiOperations';
import {API_REFERENCE_ROUTE, apiOperationHash, apiOperationLabel} from '@site/shared/apiLink';

interface Props {
  /** operationId of the aggregator API operation, as listed in shared/apiOperations.ts. */
  op: ApiOperationId;
  /** Optional link text; defaults to the method and path, e.g. `GET /status`. */
  children?: ReactNode;
}

/**
 * Link to one operation of the aggregator API reference. A plain anchor, not a router Link:
 * the reference is a separate bundle and Redoc resolves the fragment itself.
 */
export default function ApiLink({op, children}: Props): ReactNode {
  const reference = useBaseUrl(API_REFERENCE_ROUTE);
  return (
    <a href={`${reference}#${apiOperationHash(op)}`}>
      {children ?? <code>{apiOperationLabel(op)}</code>}
    </a>
  );
}
