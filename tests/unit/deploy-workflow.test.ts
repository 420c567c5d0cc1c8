import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {validateWorkflow} from '@action-validator/core';
import {layOutArtifact} from '../../scripts/delivery/pages-artifact.mjs';

/**
 * .github/workflows/deploy.yml cannot run here: this checks that it parses, that GitHub's workflow
 * schema accepts it, and that the steps the deployment depends on are present.
 */
const ROOT = resolve(__dirname, '..', '..');
const FILE = join(ROOT, '.github', 'workflows', 'deploy.yml');
const source = readFileSync(FILE, 'utf8');

type Step = {uses?: string; run?: string; with?: Record<string, unknown>; id?: string; env?: Record<string, unknown>};
type Job = {if?: string; needs?: string | string[]; container?: unknown; permissions?: Record<string, string>; concurrency?: {group?: string}; environment?: {name?: string}; steps: Step[]};
const workflow = parse(source) as {on: Record<string, unknown>; permissions?: Record<string, string>; jobs: Record<string, Job>};

const stepUsing = (job: Job, action: string) => job.steps.find((s) => s.uses?.split('@')[0] === action);
const stepRunning = (job: Job, command: RegExp) => job.steps.find((s) => s.run !== undefined && command.test(s.run));
const jobOn = (event: 'pull_request' | 'push') =>
  Object.entries(workflow.jobs).filter(([, job]) => (event === 'pull_request' ? job.if?.includes("== 'pull_request'") : job.if?.includes("!= 'pull_request'") || job.needs));

describe('deploy workflow', () => {
  it("passes GitHub's workflow schema (action-validator, the SchemaStore schema)", () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('control: the schema check catches a misspelt key', () => {
    const broken = source.replace('    runs-on: ubuntu-latest\n', '    runs-onn: ubuntu-latest\n');
    expect(broken).not.toBe(source);
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs on pull requests and on pushes to main', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['pull_request', 'push']));
    expect((workflow.on.push as {branches: string[]}).branches).toEqual(['main']);
    expect(workflow.permissions).toEqual({contents: 'read'});
  });

  it('pins every action to a major version', () => {
    for (const job of Object.values(workflow.jobs)) for (const s of job.steps) if (s.uses) expect(s.uses).toMatch(/^[\w-]+\/[\w-]+@v\d+$/);
  });

  it('tests pull requests as CI does: full history, Node 20 with the npm cache, Debian Chromium, npm ci, npm test', () => {
    const [[name, job]] = jobOn('pull_request');
    expect(name).toBe('test');
    expect(stepUsing(job, 'actions/checkout')?.with).toMatchObject({'fetch-depth': 0});
    expect(stepUsing(job, 'actions/setup-node')?.with).toMatchObject({'node-version': 20, cache: 'npm'});
    expect(String(job.container)).toMatch(/^debian:/);
    expect(stepRunning(job, /apt-get install[^\n]*\bchromium\b/), 'chromium from apt').toBeDefined();
    const order = [stepRunning(job, /apt-get install/), stepUsing(job, 'actions/checkout'), stepUsing(job, 'actions/setup-node'), stepRunning(job, /^npm ci\b/), stepRunning(job, /^npm test$/)];
    expect(order.every(Boolean), 'apt, checkout, setup-node, npm ci, npm test').toBe(true);
    const indexes = order.map((s) => job.steps.indexOf(s!));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
  });

  it('builds main with full history and lays out the Pages artifact under doc/ with .nojekyll', () => {
    const build = workflow.jobs.build;
    expect(build.if).toBe("github.event_name != 'pull_request'");
    expect(stepUsing(build, 'actions/checkout')?.with).toMatchObject({'fetch-depth': 0});
    expect(stepUsing(build, 'actions/setup-node')?.with).toMatchObject({'node-version': 20, cache: 'npm'});
    const steps = [stepRunning(build, /^npm ci\b/), stepRunning(build, /^npm run build$/), stepRunning(build, /^node scripts\/delivery\/pages-artifact\.mjs --out _site$/), stepUsing(build, 'actions/configure-pages'), stepUsing(build, 'actions/upload-pages-artifact')];
    expect(steps.every(Boolean)).toBe(true);
    const indexes = steps.map((s) => build.steps.indexOf(s!));
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
    // upload-pages-artifact leaves dotfiles out unless told otherwise.
    expect(stepUsing(build, 'actions/upload-pages-artifact')?.with).toEqual({path: '_site', 'include-hidden-files': true});
  });

  it('deploys with the official action, Pages permissions and one deployment at a time', () => {
    const deploy = workflow.jobs.deploy;
    expect(deploy.needs).toBe('build');
    expect(deploy.permissions).toEqual({pages: 'write', 'id-token': 'write'});
    expect(deploy.concurrency?.group).toBe('pages');
    expect(deploy.environment?.name).toBe('github-pages');
    expect(stepUsing(deploy, 'actions/deploy-pages')?.id).toBe('deployment');
  });
});

describe('Pages artifact layout (scripts/delivery/pages-artifact.mjs)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mithril-doc-artifact-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('puts the build under doc/, its 404 page at the root and .nojekyll', () => {
    const build = join(dir, 'build');
    mkdirSync(join(build, 'manual'), {recursive: true});
    writeFileSync(join(build, 'index.html'), 'home');
    writeFileSync(join(build, '404.html'), 'not found');
    writeFileSync(join(build, 'manual', 'welcome.html'), 'welcome');
    const out = layOutArtifact(build, join(dir, '_site'));
    expect(readFileSync(join(out, 'doc', 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(out, 'doc', 'manual', 'welcome.html'), 'utf8')).toBe('welcome');
    expect(readFileSync(join(out, '404.html'), 'utf8')).toBe('not found');
    expect(existsSync(join(out, '.nojekyll'))).toBe(true);
    expect(existsSync(join(out, 'index.html')), 'nothing else at the root').toBe(false);
  });

  it('refuses a folder that is not a build, naming it', () => {
    expect(() => layOutArtifact(join(dir, 'nope'), join(dir, '_x'))).toThrow(/nope\/index\.html not found/);
  });
});
