import type {ComponentProps, ReactNode} from 'react';
import Redoc from '@theme-original/Redoc';

type Props = ComponentProps<typeof Redoc>;

/**
 * Wraps docusaurus-theme-redoc's Redoc in a <main> landmark: its ApiDoc page puts Redoc straight
 * into the layout, so the API reference had no main region (screen-reader landmark navigation, and
 * the skip link's target, is `main`).
 */
export default function RedocWrapper(props: Props): ReactNode {
  return (
    <main>
      <Redoc {...props} />
    </main>
  );
}
