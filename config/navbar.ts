import type {ThemeConfig} from '@docusaurus/preset-classic';
import {links} from './links';

type Navbar = NonNullable<ThemeConfig['navbar']>;

export const navbar = {
  title: 'Mithril',
  logo: {
    alt: 'Mithril logo',
    src: 'img/mithril-logo.svg',
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
      'aria-label': 'Mithril source code on GitHub',
    },
    {
      href: links.discord,
      position: 'right',
      className: 'navbar-icon-link navbar-icon-link--discord',
      'aria-label': 'Mithril community on Discord',
    },
  ],
} satisfies Navbar;
