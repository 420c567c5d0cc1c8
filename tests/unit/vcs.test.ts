import {execFileSync} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {gitHistoryOf, vcsSetting} from '../../config/vcs';

/** A repository with two commits, a shallow clone of it and a folder outside git. */
let root: string;
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', '-c', 'init.defaultBranch=main', '-c', 'protocol.file.allow=always', ...args], {cwd, stdio: 'pipe'});

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'mithril-doc-vcs-'));
  execFileSync('mkdir', ['-p', join(root, 'full'), join(root, 'plain')]);
  git(join(root, 'full'), 'init', '-q');
  for (const n of [1, 2]) {
    writeFileSync(join(root, 'full', 'page.md'), `version ${n}\n`);
    git(join(root, 'full'), 'add', 'page.md');
    git(join(root, 'full'), 'commit', '-q', '-m', `commit ${n}`);
  }
  git(root, 'clone', '-q', '--depth', '1', `file://${join(root, 'full')}`, 'shallow');
});
afterAll(() => rmSync(root, {recursive: true, force: true}));

describe('git history detection (config/vcs.ts)', () => {
  it('tells a full clone, a shallow clone and a folder outside git apart', () => {
    expect(gitHistoryOf(join(root, 'full'))).toBe('full');
    expect(gitHistoryOf(join(root, 'shallow'))).toBe('shallow');
    expect(gitHistoryOf(join(root, 'plain'))).toBe('none');
  });

  it('keeps Docusaurus git dates with the full history, silently', () => {
    const lines: string[] = [];
    expect(vcsSetting(join(root, 'full'), (l) => lines.push(l))).toBe(true);
    expect(lines).toEqual([]);
  });

  it('turns the dates off in a shallow clone or outside git, saying so in one line', () => {
    for (const [dir, reason] of [
      ['shallow', /shallow git clone.*git fetch --unshallow/],
      ['plain', /not inside a git work tree/],
    ] as const) {
      const lines: string[] = [];
      expect(vcsSetting(join(root, dir), (l) => lines.push(l))).toBe('disabled');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/"Last updated" dates left out/);
      expect(lines[0]).toMatch(reason);
    }
  });
});
