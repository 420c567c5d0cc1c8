import {spawnSync} from 'node:child_process';
import type {VcsPreset} from '@docusaurus/types';

/** How much git history the site's folder has. */
export type GitHistory = 'full' | 'shallow' | 'none';

/** Runs `git <args>` in `cwd`; null when git is missing or the command fails. */
function git(cwd: string, args: string[]): string | null {
  const result = spawnSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Whether `dir` is inside a git work tree with its full history ('full'), a shallow clone
 * ('shallow': every file would get the date of the clone's one commit), or not in git at all
 * ('none': a copy of the site, an unpacked archive, git not installed).
 */
export function gitHistoryOf(dir: string): GitHistory {
  if (git(dir, ['rev-parse', '--is-inside-work-tree']) !== 'true') return 'none';
  return git(dir, ['rev-parse', '--is-shallow-repository']) === 'true' ? 'shallow' : 'full';
}

const reasons: Record<Exclude<GitHistory, 'full'>, string> = {
  shallow: 'this is a shallow git clone (run `git fetch --unshallow` to get the dates)',
  none: 'the site is not inside a git work tree (or git is not installed)',
};

/**
 * The `future.experimental_vcs` setting: Docusaurus' default (`true`: in a production build, the
 * whole git history is read once, in one `git log`) when the full history is there. Otherwise the
 * pages are built without "Last updated" dates instead of failing (outside a work tree
 * Docusaurus 3.10 throws on the first page) or showing wrong dates (a shallow clone), and the
 * build log says so in one line.
 */
export function vcsSetting(siteDir: string, log: (line: string) => void = console.warn): true | VcsPreset {
  const history = gitHistoryOf(siteDir);
  if (history === 'full') return true;
  log(`[mithril-doc] "Last updated" dates left out: ${reasons[history]}.`);
  return 'disabled';
}
