/**
 * Remark plugin (config/docs.ts, config/blogs.ts): ends a doc page, post or ADR with "Last updated
 * on <date>", the date of the last commit that changed its file (or its front matter's
 * `last_update.date`), written at build time.
 *
 * Why not the theme's own line (`showLastUpdateTime`): the theme formats the date with
 * `Intl.DateTimeFormat` while the page hydrates, and a page's first Intl object makes the browser
 * load its locale data, one long task on every page that has a date (60 to 100 ms at 4x CPU on
 * the protocol page, in every trace), to print a date the server already wrote. Here the text is
 * part of the article: kept as served on a first load, a plain string when the browser renders the
 * page itself. Left out of the search index (`data-pagefind-ignore`).
 */
import {basename, dirname} from 'node:path';
import {git, gitHistoryOf} from './git';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
}

/** The same words and format as the theme's (en, UTC). */
const FORMAT = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});

const commitDates = new Map<string, Date | undefined>();

const histories = new Map<string, boolean>();

/**
 * The date of the last commit that changed `file`; undefined for a file never committed, outside
 * git, or in a shallow clone (whose one commit would date every file: config/vcs.ts logs it).
 */
export function lastCommitDate(file: string): Date | undefined {
  const dir = dirname(file);
  if (!histories.has(dir)) histories.set(dir, gitHistoryOf(dir) === 'full');
  if (!histories.get(dir)) return undefined;
  if (!commitDates.has(file)) {
    const seconds = git(dir, ['log', '-1', '--format=%ct', '--', basename(file)]);
    commitDates.set(file, seconds ? new Date(Number(seconds) * 1000) : undefined);
  }
  return commitDates.get(file);
}

/** The front matter's `last_update.date`, when given (as Docusaurus reads it). */
function frontMatterDate(frontMatter: Record<string, unknown> | undefined, file: string): Date | undefined {
  const value = (frontMatter?.last_update as {date?: unknown} | undefined)?.date;
  if (value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new Error(`${file}: front matter last_update.date is not a date: ${String(value)}`);
  return date;
}

/** The paragraph that says when the page last changed. */
export function lastUpdatedNode(date: Date): Node {
  return {
    type: 'paragraph',
    data: {hName: 'p', hProperties: {className: ['last-updated'], dataPagefindIgnore: 'all'}},
    children: [
      {type: 'text', value: 'Last updated on '},
      {
        type: 'lastUpdatedTime',
        data: {hName: 'time', hProperties: {dateTime: date.toISOString()}, hChildren: [{type: 'text', value: FORMAT.format(date)}]},
      },
    ],
  };
}

/** The blog plugin's default truncate marker: what separates a post's excerpt from the rest. */
const TRUNCATE_MARKER = /<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\}/;

interface Options {
  /**
   * A blog (dev blog, ADRs): the list pages compile each post a second time, cut at its truncate
   * marker (the blog plugin's markdownLoader, before this plugin). That excerpt ends the text
   * before the marker, so it gets no date: only a compilation that still holds the marker does.
   */
  blog?: boolean;
}

export default function remarkLastUpdated({blog = false}: Options = {}) {
  return (tree: Node, file: {path?: string; value?: unknown; data?: {frontMatter?: Record<string, unknown>}}) => {
    const path = file.path;
    // Partials (files starting with _) are imported into pages: the page says when it changed.
    if (!path || /(^|\/)_[^/]*$/.test(path)) return;
    if (blog && !TRUNCATE_MARKER.test(String(file.value ?? ''))) return;
    const date = frontMatterDate(file.data?.frontMatter, path) ?? lastCommitDate(path);
    if (date) tree.children?.push(lastUpdatedNode(date));
  };
}
