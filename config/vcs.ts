import type {VcsPreset} from '@docusaurus/types';
import {gitHistoryOf, type GitHistory} from '../shared/git';

export {gitHistoryOf, type GitHistory};

const reasons: Record<Exclude<GitHistory, 'full'>, string> = {
  shallow: 'this is a shallow git clone (run `git fetch --unshallow` to get the dates)',
  none: 'the site is not inside a git work tree (or git is not installed)',
};

/**
 * The `future.experimental_vcs` setting: Docusaurus' default (`true`) when the full history is
 * there. Otherwise git is not read (outside a work tree Docusaurus 3.10 throws on the first page),
 * and the build log says in one line that the pages have no "Last updated" date:
 * shared/remarkLastUpdated.ts writes dates only from a full history (a shallow clone would give
 * every file the date of its one commit).
 */
export function vcsSetting(siteDir: string, log: (line: string) => void = console.warn): true | VcsPreset {
  const history = gitHistoryOf(siteDir);
  if (history === 'full') return true;
  log(`[mithril-doc] "Last updated" dates left out: ${reasons[history]}.`);
  return 'disabled';
}
