import {describe, expect, it, vi} from 'vitest';
import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';

// The wrapper's imports only the site's bundler resolves: the stock component, the base URL hook
// and the SVG loader's components (stand-ins here that show the props they are given).
vi.mock('@theme-original/ThemedImage', () => ({default: (props: {alt: string}) => createElement('img', {'data-stock': '', alt: props.alt})}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: () => '/doc/'}));
vi.mock('@site/static/img/mithril-logo.svg', () => ({
  default: function NavbarLogo({title, titleId, ...props}: {title?: string; titleId?: string}) {
    return createElement('svg', {...props, 'data-file': 'navbar', 'data-title': title, 'data-title-id': titleId});
  },
}));
vi.mock('@site/static/img/mithril-logo-light.svg', () => ({default: function FooterLogo() {}}));
import ThemedImageWrapper, {drawingFor} from '../../src/theme/ThemedImage';

const LOGO = {light: '/doc/img/mithril-logo.svg', dark: '/doc/img/mithril-logo.svg'};

describe('src/theme/ThemedImage: which images are drawn in the page', () => {
  it("draws the site's two logos when both themes show the same file", () => {
    expect(drawingFor(LOGO, '/doc/')?.name).toBe('NavbarLogo');
    expect(drawingFor({light: '/doc/img/mithril-logo-light.svg', dark: '/doc/img/mithril-logo-light.svg'}, '/doc/')?.name).toBe('FooterLogo');
  });

  it('leaves any other image to the stock component', () => {
    // A logo per theme: the stock component switches between them.
    expect(drawingFor({light: '/doc/img/mithril-logo.svg', dark: '/doc/img/mithril-logo-light.svg'}, '/doc/')).toBeUndefined();
    // Another file, another base URL, another site.
    expect(drawingFor({light: '/doc/img/social-card.svg', dark: '/doc/img/social-card.svg'}, '/doc/')).toBeUndefined();
    expect(drawingFor({light: '/img/mithril-logo.svg', dark: '/img/mithril-logo.svg'}, '/doc/')).toBeUndefined();
    expect(drawingFor({light: 'https://example.org/doc/img/mithril-logo.svg', dark: 'https://example.org/doc/img/mithril-logo.svg'}, '/doc/')).toBeUndefined();
    const other = renderToStaticMarkup(createElement(ThemedImageWrapper, {sources: {light: '/doc/img/a.svg', dark: '/doc/img/b.svg'}, alt: 'A diagram'}));
    expect(other).toBe('<img data-stock="" alt="A diagram"/>');
  });

  it("names the drawing by the image's alt text, with its size and class, or hides it when the alt is empty", () => {
    const named = renderToStaticMarkup(createElement(ThemedImageWrapper, {sources: LOGO, alt: 'Mithril logo', className: 'footer__logo', width: 48, height: 48}));
    expect(named).toMatch(/^<svg role="img" class="footer__logo" width="48" height="48" data-file="navbar" data-title="Mithril logo" data-title-id="[^"]+"><\/svg>$/);
    const decorative = renderToStaticMarkup(createElement(ThemedImageWrapper, {sources: LOGO, alt: ''}));
    expect(decorative).toBe('<svg aria-hidden="true" data-file="navbar" data-title=""></svg>');
  });
});
