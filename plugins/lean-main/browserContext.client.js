/**
 * Stands in for @docusaurus/core/lib/client/browserContext.js in the browser bundle (see
 * ./index.ts). Same exports and behaviour, with one difference: the flag that `useIsBrowser()`
 * reads turns true in a transition (`startTransition`) instead of an ordinary update.
 *
 * The flag changes once, right after hydration, and every component that reads it renders again
 * (themed images, the announcement bar, sidebar categories, `<BrowserOnly>` content...). As an
 * ordinary update, that render ran in one piece, followed by its commit: on the landing page a
 * 700 ms task at a mid-range phone's speed (Lighthouse's trace). In a transition React renders it
 * in slices of a few milliseconds, yielding to the browser (and to the reader's input) between
 * them; only the commit remains in one piece.
 */
import React, {startTransition, useEffect, useState} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}) {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return React.createElement(Context.Provider, {value: isBrowser}, children);
}
