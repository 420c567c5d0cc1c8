/**
 * Wraps the app's root. On a page loaded without the app (src/shell), the app, once it has hydrated
 * the page, tells the shell it has taken over: the root's effect is the last one of that render,
 * so every listener of the app is in place when the shell removes its own and gives the app the
 * press that loaded it.
 */
import {useEffect, type ReactNode} from 'react';

export default function Root({children}: {children: ReactNode}): ReactNode {
  useEffect(() => {
    window.mithrilShell?.handOver();
  }, []);
  return children;
}
