import type {Config} from '@docusaurus/types';
import {themes as prismThemes} from 'prism-react-renderer';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PresetOptions as RedocusaurusOptions} from 'redocusaurus';

import {adrBlog, devBlog} from './config/blogs';
import {docs} from './config/docs';
import {footer} from './config/footer';
import {katexStylesheet} from './config/katex';
import {llmsEnabled} from './config/llms';
import {navbar} from './config/navbar';
import {prismTheme} from './config/prism';
import {redirects} from './config/redirects';
import {earlyShortcutScript} from './config/earlyShortcut';
import {vcsSetting} from './config/vcs';
import {mergedSpecPath, renderedSpecPath, tryItDataPath, writeApiFiles} from './plugins/api-samples/merge';
import {API_DOWNLOAD, API_ID, API_NEXT_DOWNLOAD, API_NEXT_ID, API_NEXT_ROUTE, API_NEXT_SPEC_FILE, API_ROUTE, API_SPEC_FILE, BASE_URL, SITE_URL} from './shared/site.mjs';

/**
 * `faster: true` spelled out, without Rspack's persistent cache: its key covers the config file
 * but not the local plugins, loaders and remark plugins that the config names as strings, so a warm
 * build could publish modules that an edited plugin would no longer produce. Every build compiles
 * afresh (about 7 s more than a warm one on the CI's machine) and always matches its sources.
 */
const FASTER = {
  swcJsLoader: true,
  swcJsMinimizer: true,
  swcHtmlMinimizer: true,
  lightningCssMinimizer: true,
  rspackBundler: true,
  rspackPersistentCache: false,
  ssgWorkerThreads: true,
  mdxCrossCompilerCache: true,
  gitEagerVcs: true,
};

const title = 'Mithril. A complete guide.';
const docusaurusMajor = Number((require('@docusaurus/core/package.json') as {version: string}).version.split('.')[0]);

// The API reference renders openapi.yaml with the code samples of api-samples/ merged in
// (plugins/api-samples). Written now: redocusaurus checks its spec file when it is set up.
// Redoc renders a copy with the "Try it" markup (plugins/api-samples/try-it.ts); the download
// link and the Markdown for assistants use the merged document without it.
const apiFiles = {merged: mergedSpecPath(__dirname), rendered: renderedSpecPath(__dirname), data: tryItDataPath(__dirname)};
writeApiFiles(`${__dirname}/${API_SPEC_FILE}`, apiFiles);
const apiSpec = apiFiles.merged;
// The Next reference (openapi-next.yaml, the API of the newest Mithril code) at /doc/next/aggregator-api/,
// built the same way with the samples of api-samples/next.ts.
const apiNextFiles = {
  merged: mergedSpecPath(__dirname, API_NEXT_SPEC_FILE),
  rendered: renderedSpecPath(__dirname, API_NEXT_SPEC_FILE),
  data: tryItDataPath(__dirname, API_NEXT_SPEC_FILE),
};
writeApiFiles(`${__dirname}/${API_NEXT_SPEC_FILE}`, apiNextFiles);

const config: Config = {
  title,
  tagline: 'Stake-based threshold signatures that let anyone bootstrap and verify Cardano data fast, without trusting a third party.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: 'input-output-hk',
  projectName: 'mithril',
  // Decided, not defaulted: routes stay as written (doc pages without a trailing slash, category
  // indexes and list pages with one: the addresses in the wild) and pages are written as
  // X/index.html. plugins/html-twins adds X.html beside each, so GitHub Pages answers /doc/X,
  // /doc/X/, /doc/X.html and /doc/X/index.html with the page (scripts/delivery/README.md).
  trailingSlash: undefined,

  // Every broken link and anchor written in a doc, post or ADR is reported first, all at once with
  // its file and line, by plugins/link-check (in postBuild, which runs before Docusaurus' check);
  // Docusaurus' check, which names routes, then catches the rest (navbar, footer, components).
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', htmlLang: 'en'}},
  },

  future: {
    // Rspack, SWC, Lightning CSS and SSG worker threads (FASTER, above).
    faster: FASTER,
    // Required by faster's SSG worker threads; the only v4 flag opted into (it drops the
    // legacy `head` attribute of postBuild, which no plugin of this site reads). Docusaurus 4 has
    // it by default and rejects the flag (found by npm run rehearse-upgrade).
    ...(docusaurusMajor < 4 ? {v4: {removeLegacyPostBuildHeadAttribute: true}} : {}),
    // "Last updated" dates from git, or none, said in one log line, without full history.
    experimental_vcs: vcsSetting(__dirname),
  },

  markdown: {
    // Mermaid blocks are drawn when written, not in the browser (shared/remarkStaticDiagrams.ts).
    mermaid: false,
    hooks: {
      // 'warn', not 'throw': a .md link to no file stops the build later, in plugins/link-check's
      // report of every broken link and anchor (file and line); thrown here, during bundling, it
      // would be the only one reported.
      onBrokenMarkdownLinks: 'warn',
      onBrokenMarkdownImages: 'throw',
    },
  },

  stylesheets: [katexStylesheet()],

  // Ctrl/⌘+K focuses the prerendered search box before the app hydrates (config/earlyShortcut.ts).
  headTags: [{tagName: 'script', attributes: {}, innerHTML: earlyShortcutScript()}],

  // Behaviour the theme lacks; each module says why (overrides/manifest.json, client-* entries).
  clientModules: [
    './src/clientModules/htmlPath.ts',
    './src/clientModules/hydration.ts',
    './src/clientModules/chunkLoadError.ts',
    './src/clientModules/keyboard.ts',
    './src/clientModules/linkIntent.ts',
  ],

  presets: [
    [
      'classic',
      {
        // SEO: the Next docs repeat the Current ones (same titles and descriptions) for unreleased
        // software, so search engines are told not to index them (<meta name="robots"
        // content="noindex">), which also keeps them out of sitemap.xml. The site search still
        // indexes them (shared/search.ts).
        docs: {...docs, versions: {...docs.versions, current: {...docs.versions.current, noIndex: true}}},
        blog: devBlog,
        pages: {},
        theme: {customCss: './src/css/custom.css'},
        gtag: {trackingID: 'G-4MB41WL2Z2', anonymizeIP: true},
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // List pages that repeat another page's title and description (blog pagination, the
          // blogs' archive, authors and tag index pages) and the search page stay crawlable
          // through links but are not submitted: every URL of the sitemap has a unique title and
          // description (e2e/seo.spec.ts).
          // The Next API reference, like the Next docs, is for unreleased software: not submitted,
          // and marked noindex (src/theme/ApiDoc).
          ignorePatterns: [
            '/doc/search',
            '/doc/next/aggregator-api/**',
            '/doc/dev-blog/page/**',
            '/doc/adr/page/**',
            '/doc/dev-blog/tags/**/page/**',
            '/doc/adr/tags/**/page/**',
            '/doc/dev-blog/archive',
            '/doc/adr/archive',
            '/doc/dev-blog/authors',
            '/doc/adr/authors',
            '/doc/dev-blog/tags',
            '/doc/adr/tags',
          ],
        },
      } satisfies Preset.Options,
    ],
    [
      // redocusaurus, its docusaurus-plugin-redoc instances wrapped (manifest entry redoc-global-data).
      './overrides/redoc/preset.ts',
      {
        // Absolute paths: docusaurus-plugin-redoc resolves them against the working directory.
        config: `${__dirname}/redocly.yaml`,
        specs: [
          {
            id: API_ID,
            spec: apiFiles.rendered,
            route: `/${API_ROUTE}`,
            // Redoc's "Download" link: the raw file, emitted by overrides/redoc (same path
            // there). Not normalised, or it would point at the production host.
            url: `${BASE_URL}${API_DOWNLOAD}`,
            normalizeUrl: false,
          },
          {
            id: API_NEXT_ID,
            spec: apiNextFiles.rendered,
            route: `/${API_NEXT_ROUTE}`,
            url: `${BASE_URL}${API_NEXT_DOWNLOAD}`,
            normalizeUrl: false,
          },
        ],
        theme: {
          primaryColor: '#1f5fae',
          options: {
            hideLoading: true,
            expandResponses: '200,201',
            jsonSampleExpandLevel: 3,
          },
          theme: {
            sidebar: {width: '300px'},
            // Contrast 4.5:1 (WCAG 1.4.3) for inline code on #f4f5f5 (Redoc's #e53935 gives 3.9:1).
            typography: {code: {color: '#c0262d'}},
            // Contrast 4.5:1 for the 302 response of the snapshot download (Redoc's #ffa500 on its
            // own tint gives 1.8:1); the tint and the sample tab's text follow this colour.
            colors: {responses: {redirect: {color: '#7a4a00'}}},
          },
        },
      } satisfies RedocusaurusOptions,
    ],
  ],

  plugins: [
    // The override layer's plumbing: fired report for npm run check:overrides (overrides/README.md).
    './overrides/index.ts',
    ['@docusaurus/plugin-content-blog', adrBlog satisfies BlogOptions],
    ['@docusaurus/plugin-client-redirects', {redirects} satisfies ClientRedirectsOptions],
    // Hydration, Prism, offline and weight fixes for the redocusaurus preset (see the file).
    [
      './overrides/redoc/index.ts',
      {spec: apiSpec, download: API_DOWNLOAD, next: {spec: apiNextFiles.merged, download: API_NEXT_DOWNLOAD}} satisfies import('./overrides/redoc').RedocFixesOptions,
    ],
    // Code samples of the API reference: watched in development, merged again on reload (see the file).
    [
      './plugins/api-samples/index.ts',
      {spec: `${__dirname}/${API_SPEC_FILE}`, ...apiFiles, next: {spec: `${__dirname}/${API_NEXT_SPEC_FILE}`, ...apiNextFiles}} satisfies import('./plugins/api-samples').ApiSamplesOptions,
    ],
    // Keeps main.js within its budget: Prism loads with code blocks, no module paths (see the file).
    './overrides/docusaurus/index.ts',
    // Diagrams drawn when written: bundler cache keyed by the drawings, diagrams/ watched (see the file).
    './plugins/static-diagrams/index.ts',
    // V8 compiles the functions of main.js and the runtime while they download (see the file).
    './plugins/compile-hints/index.ts',
    // Same-origin copy of KaTeX's stylesheet and woff2 fonts, used if the CDN sheet fails.
    './plugins/katex-fallback/index.ts',
    // X.html beside each X/index.html (and redirect stub), for GitHub Pages' path rules.
    ['./plugins/html-twins/index.ts', {redirects} satisfies import('./plugins/html-twins').HtmlTwinsOptions],
    // llms.txt, llms-full.txt and a Markdown twin of every page (see the file). Its texts live in
    // config/llms.ts, read by the plugin itself: options given here would be serialised into main.js.
    llmsEnabled && './plugins/llms/index.ts',
    // Broken links and anchors of the sources, named by file and line, all in one report (see the file).
    './plugins/link-check/index.ts',
    // Search index (Pagefind), built from the prerendered pages after the build (see the file).
    [
      './plugins/pagefind/index.ts',
      {spec: `${__dirname}/${API_SPEC_FILE}`, apiRoute: API_ROUTE, nextSpec: `${__dirname}/${API_NEXT_SPEC_FILE}`, nextApiRoute: API_NEXT_ROUTE} satisfies import('./plugins/pagefind').PagefindPluginOptions,
    ],
  ],


  themeConfig: {
    // Open Graph and Twitter card image (static/img/social-card.svg rendered by
    // scripts/authoring/render-social-card.mjs).
    image: 'img/social-card.png',
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {name: 'twitter:image:alt', content: 'Mithril, a complete guide: the Mithril logo and tagline'},
      {property: 'og:site_name', content: 'Mithril documentation'},
      {property: 'og:type', content: 'website'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: 'Mithril, a complete guide: the Mithril logo and tagline'},
    ],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    announcementBar: {
      id: 'announcement-mainnet-beta',
      content:
        'Stake pool operators: the Mithril mainnet beta is open. Learn how to join it in the <a href="/doc/manual/operate/become-mithril-spo">SPO on-boarding guide</a>.',
      backgroundColor: '#2A598E',
      textColor: '#f1f1f1',
      isCloseable: true,
    },
    docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    // Rust, JSON, YAML, JS/TS/JSX are in prism-react-renderer's default set already.
    prism: {
      theme: prismTheme,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['toml', 'bash', 'powershell'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
