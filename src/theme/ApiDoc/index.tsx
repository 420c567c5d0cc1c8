/**
 * Wrapper of docusaurus-theme-redoc's ApiDoc page (the API reference's route): installs the
 * listeners of the "Try it" panels (src/components/TryIt/trigger.ts) once the page has hydrated.
 * The Next reference (unreleased API, like the Next docs) tells search engines not to index it
 * and is left out of the sitemap (docusaurus.config.ts). Renders the stock page otherwise unchanged.
 */
import React, {useEffect, type ComponentProps} from 'react';
import ApiDoc from '@theme-original/ApiDoc';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {installTryIt} from '@site/src/components/TryIt/trigger';
import {apiReferenceAt} from '@site/shared/apiReferences';

type Props = ComponentProps<typeof ApiDoc>;

export default function ApiDocWrapper(props: Props): React.JSX.Element {
  useEffect(() => installTryIt(document), []);
  const {pathname} = useLocation();
  const isNext = apiReferenceAt(pathname, useBaseUrl('/'))?.key === 'next';
  return (
    <>
      {isNext && (
        <Head>
          <meta name="robots" content="noindex, nofollow" />
        </Head>
      )}
      <ApiDoc {...props} />
    </>
  );
}
