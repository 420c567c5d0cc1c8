import type {ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {ApiOperationId, ApiVersion} from '@site/shared/apiOperations';
import {apiOperationHash, apiOperationLabel, apiReferenceRoute} from '@site/shared/apiLink';

interface Props {
  /** operationId of the aggregator API operation, as listed in shared/apiOperations.ts. */
  op: ApiOperationId | string;
  /**
   * The API reference to link: set to `next` on the Next docs' pages by shared/remarkApiLinks.ts
   * (which also fails the build when the operation is not in that version); writers leave it out.
   */
  version?: ApiVersion;
  /** Optional link text; defaults to the method and path, e.g. `GET /status`. */
  children?: ReactNode;
}

/**
 * Link to one operation of the aggregator API reference of the page's version. A plain anchor, not
 * a router Link: the reference is a separate bundle and Redoc resolves the fragment itself.
 */
export default function ApiLink({op, version = 'current', children}: Props): ReactNode {
  const reference = useBaseUrl(apiReferenceRoute(version));
  return (
    <a href={`${reference}#${apiOperationHash(op, version)}`}>
      {children ?? <code>{apiOperationLabel(op, version)}</code>}
    </a>
  );
}
