/**
 * Wrapper of docusaurus-theme-redoc's ApiDoc page (the API reference's route): installs the
 * listeners of the "Try it" panels (src/components/TryIt/trigger.ts) once the page has hydrated.
 * Renders the stock page unchanged.
 */
import React, {useEffect, type ComponentProps} from 'react';
import ApiDoc from '@theme-original/ApiDoc';
import {installTryIt} from '@site/src/components/TryIt/trigger';

type Props = ComponentProps<typeof ApiDoc>;

export default function ApiDocWrapper(props: Props): React.JSX.Element {
  useEffect(() => installTryIt(document), []);
  return <ApiDoc {...props} />;
}
