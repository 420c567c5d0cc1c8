import {execFileSync} from 'node:child_process';
import {resolve} from 'node:path';
import {repository} from '../config/repository';
import {test, expect, waitForHydration} from './fixtures';

/**
 * Every doc page, post and ADR links to its own source file for editing (the file of the version
 * being read) and says when that file last changed, from git history, written at build time at the
 * end of the article (shared/remarkLastUpdated.ts; config/docs.ts, config/blogs.ts). The build must
 * have the full history, as CI has.
 */
const SITE = resolve(__dirname, '..');
const EDIT_BASE = `${repository.url}/edit/${repository.branch}/${repository.siteDir}`;

const pages = [
  {kind: 'Current doc', path: '/doc/manual/welcome', file: 'versioned_docs/version-maintained/manual/welcome.md'},
  {kind: 'Next doc', path: '/doc/next/manual/welcome', file: 'docs/manual/welcome.md'},
  {kind: 'Current doc importing another Markdown file', path: '/doc/manual/operate/run-signer-node', file: 'versioned_docs/version-maintained/manual/operate/run-signer-node.md'},
  {kind: 'Current category index', path: '/doc/manual/develop/', file: 'versioned_docs/version-maintained/manual/develop/README.mdx'},
  {kind: 'dev blog post', path: '/doc/dev-blog/2025/11/03/distribution-2543', file: 'blog/2025-11-03-distribution-2543.md'},
  {kind: 'ADR', path: '/doc/adr/4', file: 'adr/004-mithril-network-update-strategy.md'},
];

/** The date (UTC) of the last commit that changed a file of the site, as Docusaurus reads it. */
function lastCommitDate(file: string): Date {
  const seconds = execFileSync('git', ['log', '-1', '--format=%ct', '--', file], {cwd: SITE, encoding: 'utf8'}).trim();
  if (!seconds) throw new Error(`${file} has no commit: commit it, or build from a clone with history`);
  return new Date(Number(seconds) * 1000);
}

for (const {kind, path, file} of pages) {
  test(`${kind} ${path}: "Edit this page" opens ${file}, "Last updated on" gives its last commit date`, async ({page}) => {
    await page.goto(path);
    await waitForHydration(page);
    const article = page.locator('main article').first();
    await expect(article.getByRole('link', {name: 'Edit this page'})).toHaveAttribute('href', `${EDIT_BASE}/${file}`);

    const expected = lastCommitDate(file);
    // One line, the page's own (a Markdown file imported into the page brings its own, not shown).
    const updated = article.locator('.last-updated:visible');
    await expect(updated).toHaveCount(1);
    await expect(updated).toHaveText(/^Last updated on /);
    const time = updated.locator('time');
    expect((await time.getAttribute('datetime'))?.slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    await expect(time).toHaveText(new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(expected));
  });
}
