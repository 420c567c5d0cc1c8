import {describe, expect, it} from 'vitest';
import path from 'node:path';
import remarkLastUpdated, {lastCommitDate, lastUpdatedNode} from '../../shared/remarkLastUpdated';

const ROOT = path.join(__dirname, '..', '..');
const DOC = path.join(ROOT, 'versioned_docs/version-maintained/manual/welcome.md');

type Tree = {type: string; children: {type: string; data?: {hProperties?: {dateTime?: string}}}[]};
const run = (file: object, options?: {blog?: boolean}) => {
  const tree: Tree = {type: 'root', children: [{type: 'paragraph'}]};
  remarkLastUpdated(options)(tree as never, file as never);
  return tree.children.slice(1);
};
const dateOf = (node: Tree['children'][number]) =>
  (node as unknown as {children: {data: {hProperties: {dateTime: string}}}[]}).children[1].data.hProperties.dateTime;

describe('remarkLastUpdated: "Last updated on" written at build time', () => {
  it('writes the theme\'s words and format, in UTC, with the ISO date for <time>, out of the search index', () => {
    const node = lastUpdatedNode(new Date('2026-11-21T23:59:20Z')) as unknown as {
      data: {hProperties: Record<string, unknown>};
      children: [{value: string}, {data: {hName: string; hProperties: {dateTime: string}; hChildren: [{value: string}]}}];
    };
    expect(node.data.hProperties).toEqual({className: ['last-updated'], dataPagefindIgnore: 'all'});
    expect(node.children[0].value).toBe('Last updated on ');
    expect(node.children[1].data.hName).toBe('time');
    expect(node.children[1].data.hProperties.dateTime).toBe('2026-11-21T23:59:20.000Z');
    expect(node.children[1].data.hChildren[0].value).toBe('Nov 21, 2026');
  });

  it('a committed doc ends with the date of its last commit', () => {
    const added = run({path: DOC, value: '# Welcome'});
    expect(added).toHaveLength(1);
    expect(dateOf(added[0])).toBe(lastCommitDate(DOC)!.toISOString());
  });

  it('the front matter\'s last_update.date wins; an invalid one is an error naming the file', () => {
    const added = run({path: DOC, value: '', data: {frontMatter: {last_update: {date: '2025-01-02'}}}});
    expect(dateOf(added[0])).toBe('2025-01-02T00:00:00.000Z');
    expect(() => run({path: DOC, value: '', data: {frontMatter: {last_update: {date: 'soon'}}}})).toThrow(/welcome\.md: front matter last_update\.date is not a date: soon/);
  });

  it('a blog post gets it in the compilation that holds its truncate marker, not in the excerpt the list pages compile', () => {
    const post = path.join(ROOT, 'adr/004-mithril-network-update-strategy.md');
    expect(run({path: post, value: 'Excerpt.\n\n<!-- truncate -->\n\nMore.'}, {blog: true})).toHaveLength(1);
    expect(run({path: post, value: 'Excerpt.\n\n'}, {blog: true})).toHaveLength(0);
  });

  it('a partial (file name starting with _), a file outside git and a file without a path get none', () => {
    expect(run({path: path.join(ROOT, 'docs/_partial.mdx'), value: ''})).toHaveLength(0);
    expect(run({path: '/nonexistent/dir/page.md', value: ''})).toHaveLength(0);
    expect(run({value: ''})).toHaveLength(0);
  });
});
