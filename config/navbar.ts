import type {ThemeConfig} from '@docusaurus/preset-classic';
import {links} from './links';

/**
 * An icon drawn in its navbar link (24 px, in the link's colour: src/css/custom.css), hidden from
 * assistive technology, which reads the link's aria-label. Drawn in the page rather than as a CSS
 * image: each SVG image costs the browser a document of its own to parse, style and lay out.
 */
function icon(path: string): string {
  return `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
}

type Navbar = NonNullable<ThemeConfig['navbar']>;

export const navbar = {
  title: 'Mithril',
  logo: {
    alt: 'Mithril logo',
    src: 'img/mithril-logo.png',
    width: 32,
    height: 32,
  },
  hideOnScroll: false,
  items: [
    {type: 'doc', docId: 'manual/welcome', label: 'User manual', position: 'left'},
    {type: 'doc', docId: 'mithril/intro', label: 'About Mithril', position: 'left'},
    {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
    {label: 'Explorer', href: links.explorer, position: 'right'},
    {label: 'Glossary', to: '/glossary', position: 'right'},
    {label: 'Blog', to: '/dev-blog', position: 'right'},
    {label: 'ADRs', to: '/adr', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {
      href: links.repository,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--github',
      html: icon('M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.52-1.33-1.28-1.69-1.28-1.69-1.05-.72.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.77 2.7 1.26 3.36.96.1-.75.4-1.26.73-1.55-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z'),
      'aria-label': 'Mithril source code on GitHub',
    },
    {
      href: links.discord,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--discord',
      html: icon('M20.3 4.4A19.6 19.6 0 0 0 15.4 3l-.6 1.3a18.2 18.2 0 0 0-5.6 0L8.6 3a19.5 19.5 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18.1a19.8 19.8 0 0 0 6 3l1.3-2.1a12.8 12.8 0 0 1-2-1l.5-.4a14 14 0 0 0 12.2 0l.5.4a12.8 12.8 0 0 1-2 1l1.3 2.1a19.7 19.7 0 0 0 6-3c.5-5.2-.8-9.7-3.6-13.7zM8 15.4c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z'),
      'aria-label': 'Mithril community on Discord',
    },
  ],
} satisfies Navbar;
