/** git, as the build reads it: the history of the site's files (config/vcs.ts, shared/remarkLastUpdated.ts). */
import {spawnSync} from 'node:child_process';

/** How much git history a folder has. */
export type GitHistory = 'full' | 'shallow' | 'none';

/** Runs `git <args>` in `cwd`; null when git is missing or the command fails. */
export function git(cwd: string, args: string[]): string | null {
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
