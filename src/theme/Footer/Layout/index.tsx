/**
 * Wraps the theme's Footer/Layout: on a page loaded from the server the footer is kept as the
 * server wrote it (src/components/StaticArticle/region.tsx), as the article is. It is links and text only;
 * its one link to a page of the site changes page through the router, as a Docusaurus link does
 * (src/components/StaticArticle/links.ts). Hydrating it cost React about 60 to 80 elements
 * and their components on every page. A client-side navigation renders the stock component.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import FooterLayout from '@theme-original/Footer/Layout';
import type {Props} from '@theme/Footer/Layout';
import StaticRegion from '@site/src/components/StaticArticle/region';

export default function FooterLayoutWrapper(props: Props): ReactNode {
  // The class names of the stock layout's <footer> (upstream hash checked: overrides/manifest.json).
  const className = clsx(ThemeClassNames.layout.footer.container, 'footer', {'footer--dark': props.style === 'dark'});
  return (
    <StaticRegion as="footer" className={className}>
      <FooterLayout {...props} />
    </StaticRegion>
  );
}
