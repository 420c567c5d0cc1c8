import {describe, expect, it, vi} from 'vitest';

// The wrapper's imports only the site's bundler resolves: the stock component, the base URL hook
// and the SVG loader's components (stand-ins here, compared by identity).
vi.mock('@theme-original/ThemedImage', () => ({default: () => null}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: () => '/doc/'}));
vi.mock('@site/static/img/mithril-logo.svg', () => ({default: function NavbarLogo() {}}));
vi.mock('@site/static/img/mithril-logo-light.svg', () => ({default: function FooterLogo() {}}));
import {drawingFor} from '../../src/theme/ThemedImage';

describe('src/theme/ThemedImage: which images are drawn in the page', () => {
  it("draws the site's two logos when both themes show the same file", () => {
    expect(drawingFor({light: '/doc/img/mithril-logo.svg', dark: '/doc/img/mithril-logo.svg'}, '/doc/')?.name).toBe('NavbarLogo');
    expect(drawingFor({light: '/doc/img/mithril-logo-light.svg', dark: '/doc/img/mithril-logo-light.svg'}, '/doc/')?.name).toBe('FooterLogo');
  });

  it('leaves any other image to the stock component', () => {
    // A logo per theme: the stock component switches between them.
    expect(drawingFor({light: '/doc/img/mithril-logo.svg', dark: '/doc/img/mithril-logo-light.svg'}, '/doc/')).toBeUndefined();
    // Another file, another base URL, another site.
    expect(drawingFor({light: '/doc/img/social-card.svg', dark: '/doc/img/social-card.svg'}, '/doc/')).toBeUndefined();
    expect(drawingFor({light: '/img/mithril-logo.svg', dark: '/img/mithril-logo.svg'}, '/doc/')).toBeUndefined();
    expect(drawingFor({light: 'https://example.org/doc/img/mithril-logo.svg', dark: 'https://example.org/doc/img/mithril-logo.svg'}, '/doc/')).toBeUndefined();
  });
});
