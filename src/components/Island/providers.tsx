/**
 * The app's contexts, for a React root of its own inside a page whose app has already hydrated
 * (the API reference's Redoc, a diagram of a prerendered article).
 *
 * A root of its own sees none of the app's providers. The theme's components read three of them:
 * Docusaurus' context (site config, global data), the browser flag (true: this root starts after
 * hydration) and the colour mode (the theme's own provider, which reads the mode the page shows).
 */
import React, {type ReactNode} from 'react';
import {Context as DocusaurusContext} from '@docusaurus/core/lib/client/docusaurusContext';
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {ColorModeProvider} from '@docusaurus/theme-common/internal';
import type {DocusaurusContext as DocusaurusContextValue} from '@docusaurus/types';

export function IslandProviders({context, children}: {context: DocusaurusContextValue; children: ReactNode}): ReactNode {
  return (
    <DocusaurusContext.Provider value={context}>
      <BrowserContext.Provider value>
        <ColorModeProvider>{children}</ColorModeProvider>
      </BrowserContext.Provider>
    </DocusaurusContext.Provider>
  );
}
