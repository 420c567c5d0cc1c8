import type {ThemeConfig} from '@docusaurus/preset-classic';
import {links} from './links';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
  style: 'dark',
  logo: {
    alt: 'Mithril logo',
    src: 'img/mithril-logo-light.png',
    width: 48,
    height: 48,
  },
  links: [
    {
      title: 'Contributing',
      items: [
        {label: 'Contributing guidelines', href: links.contributing},
        {label: 'Architectural Decision Records', to: '/adr'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discord (#ask-mithril)', href: links.discord},
        {label: 'GitHub discussions', href: links.discussions},
        {label: 'Stack Exchange', href: links.stackExchange},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Mithril networks status', href: links.networksStatus},
        {label: 'Mithril protocol insights', href: links.protocolInsights},
        {label: 'Logbook', href: links.logbook},
        {label: 'Input Output (Blog)', href: links.iohkBlog},
      ],
    },
    {
      title: 'Legal',
      items: [
        {label: 'Privacy policy', href: links.privacyPolicy},
        {label: 'Terms and conditions', href: links.terms},
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} IOG, Inc.`,
} satisfies Footer;
