import {describe, expect, it} from 'vitest';
import remarkFrontMatterCheck from '../../shared/remarkFrontMatterCheck';

/** Runs the plugin's transformer as the MDX loader does: front matter in the file's data. */
function check(kind: 'doc' | 'blog', path: string, frontMatter: Record<string, unknown>) {
  return () => remarkFrontMatterCheck({kind, siteDir: '/site'})(null, {path, data: {frontMatter}});
}

describe('remark-front-matter-check: invalid front matter is a compile error naming the file', () => {
  it('accepts valid doc and blog front matter', () => {
    expect(check('doc', '/site/docs/manual/welcome.md', {title: 'Welcome', sidebar_position: 1, description: 'x'})).not.toThrow();
    expect(check('blog', '/site/blog/2025-01-01-post.md', {title: 'Post', authors: ['mithril-team'], tags: ['release']})).not.toThrow();
  });

  it('names the file and the field of a doc with a wrong type', () => {
    expect(check('doc', '/site/docs/manual/welcome.md', {title: 'Welcome', sidebar_position: 'abc'})).toThrow(/^docs\/manual\/welcome\.md: invalid front matter: .*"sidebar_position"/s);
  });

  it('names the file and the field of a blog post with a wrong type', () => {
    expect(check('blog', '/site/blog/2025-01-01-post.md', {title: ['not', 'a', 'string']})).toThrow(/^blog\/2025-01-01-post\.md: invalid front matter: .*"title"/s);
  });

  it('leaves partials alone', () => {
    expect(check('doc', '/site/docs/manual/_partial.md', {sidebar_position: 'abc'})).not.toThrow();
  });
});
