import {existsSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {BUILD_DIR, SITE_ORIGIN, devBlogSources, dropExpected404, sitemapPaths} from './support/build';

/** Figures of the specification (section 3 and 9); everything else is read from the built site. */
const POSTS = 44;
const POSTS_PER_PAGE = 10;
const LIST_PAGES = ['/doc/dev-blog', '/doc/dev-blog/page/2', '/doc/dev-blog/page/3', '/doc/dev-blog/page/4', '/doc/dev-blog/page/5'];
const MIN_TAGS = 90;
const ADRS = 10;

const POST_URL = /^\/doc\/dev-blog\/\d{4}\/\d{2}\/\d{2}\/[a-z0-9-]+$/;

interface ListedPost {
  href: string;
  datetime: string;
}

/** The posts of the list page currently shown, in display order. */
async function listedPosts(page: Page): Promise<ListedPost[]> {
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((a) => ({
      href: a.querySelector('header h2 a')?.getAttribute('href') ?? '',
      datetime: a.querySelector('header time')?.getAttribute('datetime') ?? '',
    })),
  );
}

test.describe('dev blog, from the built files', () => {
  test('every post file has its page at /doc/dev-blog/YYYY/MM/DD/slug and the sitemap lists exactly those', () => {
    const sources = devBlogSources();
    expect(sources, 'posts in blog/').toHaveLength(POSTS);
    for (const {file, route} of sources) {
      expect(route, `blog/${file}`).toMatch(POST_URL);
      expect(existsSync(join(BUILD_DIR, route.replace(/^\/doc\//, ''), 'index.html')), `page of blog/${file} at ${route}`).toBe(true);
    }
    const listed = sitemapPaths().filter((p) => /^\/doc\/dev-blog\/\d{4}\//.test(p));
    expect(listed.sort()).toEqual(sources.map((s) => s.route).sort());
  });
});

test.describe('dev blog list', () => {
  test('44 posts over 5 pages of 10, the last with 4, newest first, each at the URL of its file', async ({page}) => {
    const all: ListedPost[] = [];
    for (const [i, path] of LIST_PAGES.entries()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const posts = await listedPosts(page);
      const expected = i < LIST_PAGES.length - 1 ? POSTS_PER_PAGE : POSTS - POSTS_PER_PAGE * (LIST_PAGES.length - 1);
      expect(posts, `posts on ${path}`).toHaveLength(expected);
      all.push(...posts);
    }
    expect(all).toHaveLength(POSTS);
    expect(new Set(all.map((p) => p.href)).size).toBe(POSTS);
    for (const {href, datetime} of all) {
      expect(href).toMatch(POST_URL);
      // The date in the URL is the post's date.
      const [, y, m, d] = /^\/doc\/dev-blog\/(\d{4})\/(\d{2})\/(\d{2})\//.exec(href) ?? [];
      expect(`${y}-${m}-${d}`, href).toBe(datetime.slice(0, 10));
    }
    const dates = all.map((p) => Date.parse(p.datetime));
    expect(dates.every((d) => !Number.isNaN(d))).toBe(true);
    expect(dates, 'descending date order across pages').toEqual([...dates].sort((a, b) => b - a));
    expect(all.map((p) => p.href).sort()).toEqual(devBlogSources().map((s) => s.route).sort());
    // Newest first also in the sources: the first listed post is the newest file.
    const newest = devBlogSources().sort((a, b) => b.date.localeCompare(a.date))[0];
    expect(all[0].datetime.slice(0, 10)).toBe(newest.date);
  });

  test('each excerpt links its full post with a descriptive text that names the post', async ({page}) => {
    // i18n/en/code.json: "Read more" is a non-descriptive link text (Lighthouse SEO "link-text").
    await page.goto('/doc/dev-blog');
    const articles = page.locator('main article');
    const count = await articles.count();
    expect(count).toBe(POSTS_PER_PAGE);
    for (let i = 0; i < count; i++) {
      const article = articles.nth(i);
      const title = (await article.locator('header h2').innerText()).trim();
      const link = article.locator('footer a[href^="/doc/dev-blog/"]').last();
      await expect(link).toHaveText('Read the full post');
      await expect(link).toHaveAccessibleName(`Read the full post: ${title}`);
      expect(await link.getAttribute('href')).toBe(await article.locator('header h2 a').getAttribute('href'));
    }
  });

  test('there is no sixth list page', async ({page, health}) => {
    const response = await page.goto('/doc/dev-blog/page/6');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    health.consoleErrors = dropExpected404(health.consoleErrors, '/doc/dev-blog/page/6');
  });

  test('the paginator walks the pages on the client, without a reload', async ({page}) => {
    await page.goto('/doc/dev-blog');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as {__marker: number}).__marker = 1));
    const nav = page.getByRole('navigation', {name: 'Blog list page navigation'});
    await expect(nav.getByRole('link', {name: /Newer entries/})).toHaveCount(0);
    for (let n = 2; n <= LIST_PAGES.length; n++) {
      await nav.getByRole('link', {name: /Older entries/}).click();
      await page.waitForURL(`**/doc/dev-blog/page/${n}`);
      // The address changes before the page renders: wait for page n's own paginator.
      await expect(nav.getByRole('link', {name: /Newer entries/})).toHaveAttribute('href', n === 2 ? '/doc/dev-blog' : `/doc/dev-blog/page/${n - 1}`);
    }
    await expect(nav.getByRole('link', {name: /Older entries/})).toHaveCount(0);
    await expect(page.locator('main article')).toHaveCount(POSTS - POSTS_PER_PAGE * (LIST_PAGES.length - 1));
    await nav.getByRole('link', {name: /Newer entries/}).click();
    await page.waitForURL('**/doc/dev-blog/page/4');
    expect(await page.evaluate(() => (window as unknown as {__marker?: number}).__marker)).toBe(1);
  });
});

test.describe('dev blog tags', () => {
  test('the tags page lists about 90 tags, each with a page whose post count matches', async ({page, request}) => {
    await page.goto('/doc/dev-blog/tags');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tags');
    const tags = await page.locator('main a[rel="tag"]').evaluateAll((links) =>
      links.map((a) => ({href: a.getAttribute('href') ?? '', count: Number(a.querySelector('span')?.textContent)})),
    );
    expect(tags.length, 'tags listed').toBeGreaterThanOrEqual(MIN_TAGS);
    expect(new Set(tags.map((t) => t.href)).size).toBe(tags.length);
    for (const {href, count} of tags) {
      expect(href).toMatch(/^\/doc\/dev-blog\/tags\/[a-z0-9-]+$/);
      expect(count, href).toBeGreaterThan(0);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      const html = await response.text();
      const shown = html.match(/<h1>(\d+|One) posts? tagged with/);
      expect(shown, `${href} heading`).not.toBeNull();
      expect(shown![1] === 'One' ? 1 : Number(shown![1]), `${href} post count`).toBe(count);
    }
  });

  test('a tag with more than 10 posts paginates: /doc/dev-blog/tags/mithril-client/page/2', async ({page}) => {
    await page.goto('/doc/dev-blog/tags');
    const count = Number(await page.locator('main a[href="/doc/dev-blog/tags/mithril-client"] span').textContent());
    expect(count).toBeGreaterThan(POSTS_PER_PAGE);
    await page.goto('/doc/dev-blog/tags/mithril-client');
    await waitForHydration(page);
    await expect(page.locator('main article')).toHaveCount(POSTS_PER_PAGE);
    await page.getByRole('navigation', {name: 'Blog list page navigation'}).getByRole('link', {name: /Older entries/}).click();
    await page.waitForURL('**/doc/dev-blog/tags/mithril-client/page/2');
    await expect(page.locator('main article')).toHaveCount(count - POSTS_PER_PAGE);
    for (const tagList of await page.locator('main article footer').all()) {
      await expect(tagList.locator('a[href="/doc/dev-blog/tags/mithril-client"]')).toHaveCount(1);
    }
  });
});

test.describe('dev blog end to end', () => {
  test('list, a post with its reading time, authors and tags, a tag page and the archive', async ({page}) => {
    await page.goto('/doc/dev-blog');
    await waitForHydration(page);
    const first = page.locator('main article').first();
    const title = (await first.locator('header h2').textContent()) ?? '';
    const href = (await first.locator('header h2 a').getAttribute('href')) ?? '';
    await first.locator('header h2 a').click();
    await page.waitForURL(`**${href}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    const header = page.locator('main article header');
    await expect(header.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.locator('.avatar__name')).toHaveText('Mithril Team');
    await expect(header).toContainText('Mithril core development team');
    await expect(page.locator('#__blog-post-container')).not.toBeEmpty();
    // The post footer links its tags; follow the first one.
    const tag = page.locator('main article footer a[rel="tag"]').first();
    const tagLabel = (await tag.textContent()) ?? '';
    const tagHref = (await tag.getAttribute('href')) ?? '';
    await tag.click();
    await page.waitForURL(`**${tagHref}`);
    await expect(page.getByRole('heading', {level: 1})).toContainText('tagged with');
    await expect(page.locator('main article header h2 a').filter({hasText: title})).toHaveCount(1);
    expect(tagLabel.length).toBeGreaterThan(0);
    // The archive lists every post.
    await page.goto('/doc/dev-blog/archive');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Archive');
    const archived = await page.locator('main a[href^="/doc/dev-blog/20"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(archived).size).toBe(POSTS);
  });

  test('the post sidebar lists the 10 most recent posts, newest first, marking the current one', async ({page}) => {
    await page.goto('/doc/dev-blog');
    const newest = (await listedPosts(page)).map((p) => p.href);
    await page.goto(newest[3]);
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar).toContainText('Recent posts');
    const links = await sidebar.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(newest.slice(0, POSTS_PER_PAGE));
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', newest[3]);
  });
});

test.describe('architecture decision records', () => {
  test('10 records at /doc/adr/1 to /doc/adr/10, each titled with its number', async ({page}) => {
    await page.goto('/doc/adr');
    await expect(page.locator('main article')).toHaveCount(ADRS);
    const hrefs = await page.locator('main article header h2 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(Array.from({length: ADRS}, (_, i) => `/doc/adr/${i + 1}`).sort());
    for (let n = 1; n <= ADRS; n++) {
      const response = await page.goto(`/doc/adr/${n}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(new RegExp(`^${n}\\. `));
      for (const section of ['Status', 'Context', 'Decision', 'Consequences']) {
        await expect(page.locator('article h2', {hasText: new RegExp(`^${section}`)}).first(), `ADR ${n} ${section}`).toBeVisible();
      }
    }
  });

  test('9 are accepted and 1 superseded, and each record links its status tag page', async ({page}) => {
    await page.goto('/doc/adr/tags/accepted');
    await expect(page.locator('main article')).toHaveCount(9);
    await page.goto('/doc/adr/tags/superseded');
    await expect(page.locator('main article')).toHaveCount(1);
    const superseded = (await page.locator('main article header h2 a').getAttribute('href')) ?? '';
    await page.goto(superseded);
    await waitForHydration(page);
    const tag = page.locator('main article footer a[rel="tag"]');
    await expect(tag).toHaveText('Superseded');
    await tag.click();
    await page.waitForURL('**/doc/adr/tags/superseded');
    await expect(page.getByRole('heading', {level: 1})).toContainText('tagged with');
    await page.goto('/doc/adr/tags');
    await expect(page.locator('main a[rel="tag"]')).toHaveText([/^Accepted\s*9$/, /^Superseded\s*1$/]);
  });

  test('a record shows its date, reading time and authors, and the sidebar lists all records', async ({page}) => {
    await page.goto('/doc/adr/4');
    const header = page.locator('main article header');
    await expect(header.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(header).toContainText(/\d+ min read/);
    await expect(header.locator('.avatar__name')).toHaveText('Mithril Team');
    const sidebar = page.getByRole('navigation', {name: 'Blog recent posts navigation'});
    await expect(sidebar).toContainText('All ADRs');
    await expect(sidebar.getByRole('link')).toHaveCount(ADRS);
    await page.goto('/doc/adr/archive');
    await expect(page.locator('main a[href^="/doc/adr/"]')).toHaveCount(ADRS);
  });
});

test.describe('feeds', () => {
  const feeds = [
    {path: '/doc/dev-blog/rss.xml', items: POSTS, format: 'rss'},
    {path: '/doc/dev-blog/atom.xml', items: POSTS, format: 'atom'},
    {path: '/doc/adr/rss.xml', items: ADRS, format: 'rss'},
    {path: '/doc/adr/atom.xml', items: ADRS, format: 'atom'},
  ] as const;

  for (const {path, items, format} of feeds) {
    test(`${path} is well-formed ${format} with ${items} items linking built pages`, async ({page, request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('xml');
      const xml = await response.text();
      await page.goto('/doc/');
      // The browser's XML parser: any well-formedness error yields a <parsererror> document.
      const parsed = await page.evaluate(
        ({source, format}) => {
          const doc = new DOMParser().parseFromString(source, 'application/xml');
          const error = doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
          const root = doc.documentElement.localName;
          const entries = format === 'rss' ? Array.from(doc.querySelectorAll('rss > channel > item')) : Array.from(doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry'));
          const links = entries.map((e) => (format === 'rss' ? e.querySelector('link')?.textContent : e.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]?.getAttribute('href')) ?? '');
          const titles = entries.map((e) => e.getElementsByTagName('title')[0]?.textContent ?? '');
          return {error, root, links, titles};
        },
        {source: xml, format},
      );
      expect(parsed.error).toBeNull();
      expect(parsed.root).toBe(format === 'rss' ? 'rss' : 'feed');
      expect(parsed.links).toHaveLength(items);
      expect(parsed.titles.every((t) => t.trim().length > 0)).toBe(true);
      const pages = new Set(sitemapPaths());
      for (const link of parsed.links) {
        expect(link.startsWith(`${SITE_ORIGIN}/doc/`), link).toBe(true);
        expect(pages.has(new URL(link).pathname), `${link} is a page of the sitemap`).toBe(true);
      }
    });
  }

  test('the page head links the RSS and Atom feeds of both blogs', async ({page, request}) => {
    for (const path of ['/doc/', '/doc/dev-blog', '/doc/manual/welcome']) {
      await page.goto(path);
      const rss = await page.locator('head link[rel="alternate"][type="application/rss+xml"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
      const atom = await page.locator('head link[rel="alternate"][type="application/atom+xml"]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
      expect(rss.sort(), path).toEqual(['/doc/adr/rss.xml', '/doc/dev-blog/rss.xml']);
      expect(atom.sort(), path).toEqual(['/doc/adr/atom.xml', '/doc/dev-blog/atom.xml']);
    }
    for (const href of ['/doc/adr/rss.xml', '/doc/dev-blog/rss.xml', '/doc/adr/atom.xml', '/doc/dev-blog/atom.xml']) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});
