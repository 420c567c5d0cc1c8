import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  checkInvocation,
  checkPage,
  closest,
  codeBlocks,
  commandsOf,
  envNames,
  levenshtein,
  loadReferences,
  tables,
  undocumentedSettings,
} from '../../scripts/mithril-reference/check.mjs';

const root = join(__dirname, '..', '..');
const references = loadReferences();
const reference = references.current;
/** The Mithril commit each docs version is checked against (scripts/mithril-reference/data/<version>/). */
const COMMITS = {
  current: '439d0a0891e0b067e9adda9e2bd6e675bdf75d05',
  next: '2eedbd254e6bb656f6c10ec83930327dd0768a4a',
} as const;
const DISTRIBUTIONS = {current: '2543', next: 'next'} as const;

const VERSIONS = [
  {dir: 'docs', version: 'next'},
  {dir: 'versioned_docs/version-maintained', version: 'current'},
] as const;

function pages(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) pages(full, out);
    else if (/\.mdx?$/.test(entry)) out.push(full);
  }
  return out;
}

/** Checks a Markdown fixture as if it were the given page of a docs version (Current by default). */
function check(text: string, rel = 'fixture.md', version: 'current' | 'next' = 'current') {
  return checkPage(text, {file: rel, rel, version, references});
}
const messages = (text: string, rel?: string, version?: 'current' | 'next') =>
  check(text, rel, version).problems.map((p: {line: number; message: string}) => `${p.line}: ${p.message}`);

describe('levenshtein and closest', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('', '')).toBe(0);
    expect(levenshtein('abc', '')).toBe(3);
    expect(levenshtein('', 'ab')).toBe(2);
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('--json', '--jsno')).toBe(2);
    expect(levenshtein('RUN_MODE', 'RUN_MODE')).toBe(0);
  });
  it('is symmetric', () => {
    expect(levenshtein('flaw', 'lawn')).toBe(levenshtein('lawn', 'flaw'));
  });
  it('picks the nearest candidate, case-insensitively, first one on ties', () => {
    expect(closest('--downlod-dir', ['--download-dir', '--db-dir', '--json'])).toBe('--download-dir');
    expect(closest('network', ['NETWORK', 'NETWORK_MAGIC'])).toBe('NETWORK');
    expect(closest('ab', ['ax', 'ay'])).toBe('ax');
    expect(closest('x', [])).toBeNull();
  });
});

describe('reference data (scripts/mithril-reference/data/<version>/*.json)', () => {
  const all = Object.values(references).flatMap((r) => Object.values(r)) as Array<{node: string; commit: string; distribution: string; cli: any; settings: any[]}>;
  const sources: Array<{what: string; source: any}> = [];
  for (const ref of all) {
    const visit = (c: any, path: string) => {
      sources.push({what: `${ref.node} ${path}`, source: c.source});
      for (const f of [...c.flags, ...c.positionals]) sources.push({what: `${ref.node} ${path} ${f.id}`, source: f.source});
      c.subcommands.forEach((s: any) => visit(s, `${path} ${s.name}`.trim()));
    };
    visit(ref.cli, '');
    for (const s of ref.settings) sources.push({what: `${ref.node} setting ${s.name}`, source: s.source});
  }

  it('names the Mithril commit of its docs version for every node: 439d0a089 for Current, 2eedbd254 for Next', () => {
    for (const version of ['current', 'next'] as const) {
      for (const ref of Object.values(references[version]) as Array<{node: string; commit: string; distribution: string}>) {
        expect(ref.commit, `${version} ${ref.node}`).toBe(COMMITS[version]);
        expect(ref.distribution, `${version} ${ref.node}`).toBe(DISTRIBUTIONS[version]);
      }
    }
  });

  it('gives every entry a source: crate, file, full commit and symbol', () => {
    expect(sources.length).toBeGreaterThan(150);
    for (const {what, source} of sources) {
      expect(source, what).toBeTruthy();
      expect(source.crate, what).toMatch(/^mithril-/);
      expect(source.file, what).toMatch(/\.rs$/);
      expect(source.commit, what).toMatch(/^[0-9a-f]{40}$/);
      expect(source.symbol, what).toBeTruthy();
    }
  });

  it('reads every entry of a version from that version\'s commit (no entry borrowed from another one)', () => {
    for (const version of ['current', 'next'] as const) {
      const json = JSON.stringify(references[version]);
      const commits = new Set([...json.matchAll(/"commit":"([0-9a-f]{40})"/g)].map((m) => m[1]));
      expect([...commits], version).toEqual([COMMITS[version]]);
      expect(json, version).not.toContain('"versions"');
    }
  });

  it('holds the facts the issue is about', () => {
    const agg = reference['mithril-aggregator'];
    const signer = reference['mithril-signer'];
    const client = reference['mithril-client'];
    expect(envNames(agg).has('RUN_MODE')).toBe(false);
    expect(envNames(signer).has('RUN_MODE')).toBe(true);
    expect(envNames(agg).has('VERBOSE')).toBe(false);
    expect(envNames(signer).has('VERBOSE')).toBe(false);
    const serve = agg.cli.subcommands.find((s: any) => s.name === 'serve');
    expect(serve.flags.map((f: any) => f.long)).not.toContain('--chain-observer-type');
    expect(signer.cli.flags.map((f: any) => f.long)).not.toContain('--db-directory');
    expect(client.cli.flags.find((f: any) => f.long === '--json')).toMatchObject({short: null, global: true});
    const setting = (name: string) => signer.settings.find((s: any) => s.name === name);
    expect(setting('preloading_refresh_interval_in_seconds').default).toBe(43200);
    expect(setting('preload_security_parameter').default).toBe(1000);
    expect(setting('cardano_transactions_block_streamer_max_roll_forwards_per_poll').default).toBe(10000);
    expect(agg.settings.find((s: any) => s.name === 'cardano_transactions_block_streamer_max_roll_forwards_per_poll').default).toBe(10000);
  });

  it('holds what changed at the Next commit', () => {
    const agg = references.next['mithril-aggregator'];
    const signer = references.next['mithril-signer'];
    const client = references.next['mithril-client'];
    const setting = (ref: any, name: string) => ref.settings.find((s: any) => s.name === name);
    const cmd = (ref: any, path: string) => path.split(' ').reduce((c: any, n: string) => c.subcommands.find((s: any) => s.name === n), ref.cli);
    expect(cmd(client, 'cardano-db download').flags.find((f: any) => f.long === '--backend')).toMatchObject({values: ['v2'], default: 'v2'});
    expect(cmd(references.current['mithril-client'], 'cardano-db download').flags.find((f: any) => f.long === '--backend').values).toEqual(['v1', 'v2']);
    expect(cmd(client, 'cardano-transaction certify').flags.find((f: any) => f.long === '--backend')).toMatchObject({values: ['v1', 'v2'], default: 'v1'});
    expect(cmd(client, 'cardano-block').aliases).toEqual(['cb']);
    expect(cmd(client, 'tools discover-aggregator').flags.find((f: any) => f.long === '--max-entries').default).toBe(1);
    expect(setting(agg, 'cexplorer_pools_url')).toBeUndefined();
    expect(setting(reference['mithril-aggregator'], 'cexplorer_pools_url')).toBeDefined();
    expect(setting(agg, 'blockfrost_parameters').env).toEqual(['BLOCKFROST_PARAMETERS']);
    expect(setting(agg, 'preload_security_parameter').default).toBe(2160);
    expect(setting(reference['mithril-aggregator'], 'preload_security_parameter')).toBeUndefined();
    expect(setting(signer, 'preload_security_parameter').default).toBe(2160);
    expect(setting(signer, 'cardano_transactions_block_streamer_throttling_interval').default).toBe(300);
    expect(setting(agg, 'cardano_transactions_block_streamer_throttling_interval').default).toBe(50);
    expect(envNames(signer).has('DMQ_NODE_SOCKET_PATH')).toBe(true);
    expect(envNames(signer).has('DMQ_NETWORK_MAGIC')).toBe(true);
  });
});

describe('Markdown scanning', () => {
  it('finds fenced code blocks with their language, title and line numbers, also inside lists', () => {
    const text = ['# T', '', '```bash title="a.env"', 'A=1', '```', '', '1. Step', '', '   ```bash', '   ./mithril-client --version', '   ```'].join('\n');
    const blocks = codeBlocks(text);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatchObject({lang: 'bash', line: 3, lines: [{n: 4, text: 'A=1'}]});
    expect(blocks[0].meta).toContain('a.env');
    expect(blocks[1].lines[0]).toEqual({n: 10, text: './mithril-client --version'});
  });

  it('reads pipe tables with the headings in force, keeping pipes inside code spans', () => {
    const text = ['## `serve` parameters', '', '| Parameter | Default |', '| --- | --- |', '| `a|b` | `1` |'].join('\n');
    const [t] = tables(text);
    expect(t.headings).toEqual(['`serve` parameters']);
    expect(t.rows[0]).toEqual({n: 5, cells: ['`a|b`', '`1`']});
  });

  it('joins continued lines, splits pipes and substitutions, and sees env prefixes, docker, wrappers and redirections', () => {
    const block = codeBlocks(
      [
        '```bash',
        'GENESIS_VERIFICATION_KEY=$(wget -q -O - URL) \\',
        'AGGREGATOR_ENDPOINT=https://x \\',
        './mithril-client cardano-db snapshot list --json | jq .',
        'mithril_client () {',
        '  docker run --rm -e AGGREGATOR_ENDPOINT="$AGGREGATOR_ENDPOINT" -v "$(pwd)":/app/data \\',
        '    ghcr.io/input-output-hk/mithril-client:"$MITHRIL_IMAGE_ID" "$@"',
        '}',
        'mithril_client cardano-db download latest',
        'echo "$(/opt/mithril/mithril-signer -V)"',
        './mithril-client cardano-db download latest > result.json 2> logs.txt 2>&1',
        '```',
      ].join('\n'),
    )[0];
    const found = commandsOf(block).filter((c: any) => c.node);
    expect(found.map((c: any) => [c.node, c.program, c.n, c.args.join(' ')])).toEqual([
      ['mithril-client', './mithril-client', 2, 'cardano-db snapshot list --json'],
      ['mithril-client', 'docker', 6, '$@'],
      ['mithril-client', 'mithril_client', 9, 'cardano-db download latest'],
      ['mithril-signer', '/opt/mithril/mithril-signer', 10, '-V'],
      ['mithril-client', './mithril-client', 11, 'cardano-db download latest'],
    ]);
    expect(found[0].env.map((e: any) => e.name)).toEqual(['GENESIS_VERIFICATION_KEY', 'AGGREGATOR_ENDPOINT']);
    expect(found[1].env.map((e: any) => e.name)).toEqual(['AGGREGATOR_ENDPOINT']);
  });
});

describe('command lines', () => {
  const client = reference['mithril-client'];
  const aggregator = reference['mithril-aggregator'];
  const signer = reference['mithril-signer'];
  const problems = (ref: any, line: string) => checkInvocation(ref, line.split(' ').filter(Boolean)).problems;

  it('accepts real subcommands, aliases, flags, flag values and global flags after the subcommand', () => {
    expect(problems(client, 'cdb snapshot list --json -b v1 --epoch latest-2')).toEqual([]);
    expect(problems(client, 'cardano-db download latest --download-dir=./db --include-ancillary -vvv')).toEqual([]);
    expect(problems(client, 'ctx certify a,b --genesis-verification-key K')).toEqual([]);
    expect(problems(client, 'help cardano-db')).toEqual([]);
    expect(problems(client, '--version')).toEqual([]);
    expect(problems(aggregator, '-r preview -vvv serve --server-port 8080')).toEqual([]);
    expect(problems(aggregator, 'genesis sign --to-sign-payload-path a --target-signed-payload-path b --genesis-secret-key-path c')).toEqual([]);
    expect(problems(signer, '-r preview -vvv')).toEqual([]);
    expect(problems(signer, 'database migrate --stores-directory ./stores')).toEqual([]);
  });

  it('rejects a fake flag and names the closest real one', () => {
    expect(problems(client, 'cardano-db download latest --downlod-dir=x')).toEqual([
      '`mithril-client cardano-db download` has no flag --downlod-dir (closest real name: --download-dir)',
    ]);
    expect(problems(aggregator, 'serve --chain-observer-type pallas')[0]).toMatch(/^`mithril-aggregator serve` has no flag --chain-observer-type/);
    expect(problems(signer, '--db-directory /db')[0]).toMatch(/^`mithril-signer` has no flag --db-directory/);
  });

  it('rejects -j: the client has no short flag for --json', () => {
    expect(problems(client, 'cardano-db snapshot list -j')[0]).toMatch(/has no short flag -j/);
  });

  it('rejects a root flag placed after the aggregator subcommand (it is not global)', () => {
    expect(problems(aggregator, 'serve -r preview')[0]).toMatch(/^`mithril-aggregator serve` has no short flag -r/);
  });

  it('rejects an unknown subcommand, extra positionals and a missing subcommand', () => {
    expect(problems(client, 'cardano-db snapshot lsit')).toEqual([
      '`mithril-client cardano-db snapshot` has no subcommand lsit (closest real name: list)',
    ]);
    expect(problems(client, 'cardano-db snapshot show a b')[0]).toMatch(/takes 1 positional argument \(<digest>\), got extra `b`/);
    expect(problems(client, '--run-mode preview')[0]).toMatch(/^`mithril-client` needs a subcommand/);
    expect(problems(signer, '')).toEqual([]);
  });
});

describe('page checks on fixtures', () => {
  it('passes a correct page', () => {
    const text = [
      '```bash',
      'export AGGREGATOR_ENDPOINT=https://x',
      'export SNAPSHOT_DIGEST=latest',
      './mithril-client cardano-db download $SNAPSHOT_DIGEST \\',
      '  --download-dir ./db',
      '```',
    ].join('\n');
    expect(messages(text)).toEqual([]);
  });

  it('fails a fake environment variable on a node command line, in an env file and in a systemd unit', () => {
    const text = [
      '```bash',
      'RUN_MODE=preview ./mithril-aggregator serve',
      'sudo tee /opt/mithril/mithril-signer.env << EOF',
      'NETWORK=preprod',
      'AGREGATOR_ENDPOINT=https://x',
      'EOF',
      '```',
      '',
      '```bash title="aggregator.env"',
      'VERBOSE=3',
      '```',
      '',
      '```ini',
      'Environment=KES_SECRETKEY_PATH=/keys/kes.skey',
      '```',
    ].join('\n');
    expect(messages(text, 'manual/operate/run-signer-node.md')).toEqual([
      '2: mithril-aggregator does not read the environment variable RUN_MODE (set on its command line) (closest real name: NETWORK)',
      '5: mithril-signer does not read the environment variable AGREGATOR_ENDPOINT (written to /opt/mithril/mithril-signer.env) (closest real name: AGGREGATOR_ENDPOINT)',
      '10: mithril-aggregator does not read the environment variable VERBOSE (in aggregator.env) (closest real name: NETWORK)',
      '14: mithril-signer does not read the environment variable KES_SECRETKEY_PATH (systemd Environment=) (closest real name: KES_SECRET_KEY_PATH)',
    ]);
  });

  it('fails an exported variable no node reads unless it is a declared helper', () => {
    expect(messages(['```bash', 'export GENESIS_VERIFY_KEY=abc', 'export CARDANO_NETWORK=preview', '```'].join('\n'))).toEqual([
      '2: no Mithril node reads the environment variable GENESIS_VERIFY_KEY, and it is not a declared helper variable of the pages (closest real name: GENESIS_SECRET_KEY)',
    ]);
  });

  it('fails a wrong default, a fake flag, a fake variable and a fake setting in a settings table', () => {
    const text = [
      '### Settings',
      '',
      '| Parameter | CLI flag | Environment variable | Meaning | Default |',
      '| --- | --- | --- | --- | --- |',
      '| `preloading_refresh_interval_in_seconds` | `--preloading-refresh-interval-in-seconds` | `PRELOADING_REFRESH_INTERVAL_IN_SECONDS` | x | `7200` |',
      '| `era_reader_adapter_type` | `--era-reader-adapter-type` | `ERA_READER_ADAPTER_TYPE` | x | `bootstrap` |',
      '| `run_interval` | - | `RUN_INTERVALL` | x | - |',
      '| `run_intervals` | - | - | x | - |',
      '| `enable_transaction_pruning` | - | `ENABLE_TRANSACTION_PRUNING` | x | - |',
      '| `network` | - | `NETWORK_MAGIC` | x | - |',
      '| `metrics_server_port` | `--metrics-server-port` | `METRICS_SERVER_PORT` | x | `9090` |',
    ].join('\n');
    expect(messages(text, 'manual/develop/nodes/mithril-signer.md')).toEqual([
      '5: default of `preloading_refresh_interval_in_seconds` written as `7200`, the code\'s default is `43200`',
      '6: `mithril-signer` has no flag --era-reader-adapter-type: it is a configuration setting, not a flag (closest real name: --enable-metrics-server)',
      '7: mithril-signer does not read the environment variable RUN_INTERVALL (closest real name: RUN_INTERVAL)',
      '8: mithril-signer has no setting or argument `run_intervals` (closest real name: run_interval)',
      '9: default of `enable_transaction_pruning` written as none, the code\'s default is `true`',
      '10: NETWORK_MAGIC does not feed `network` in mithril-signer (it reads NETWORK for it)',
    ]);
  });

  it('scopes aggregator table flags by the subcommand of the heading or of the Command column', () => {
    const text = [
      '### `serve` parameters',
      '',
      '| Parameter | CLI flag | Environment variable | Default |',
      '| --- | --- | --- | --- |',
      '| `server_port` | `--server-port` | `SERVER_PORT` | `8080` |',
      '| `db_directory` | `--db-directory` | `DB_DIRECTORY` | `/db` |',
      '',
      '### Others',
      '',
      '| Command | Parameter | CLI flag | Environment variable |',
      '| --- | --- | --- | --- |',
      '| `genesis bootstrap` | `genesis_secret_key` | `--genesis-secret-key` | `GENESIS_SECRET_KEY` |',
      '| `genesis import` | `target_path` | `--target-path` | - |',
    ].join('\n');
    expect(messages(text, 'manual/develop/nodes/mithril-aggregator.md')).toEqual([
      '6: `mithril-aggregator serve` has no flag --db-directory: it is a configuration setting, not a flag (closest real name: --snapshot-directory)',
      '13: `mithril-aggregator genesis import` has no flag --target-path: it is a configuration setting, not a flag (closest real name: --help)',
    ]);
  });

  it('fails -j mentioned in the prose or a table of the client page', () => {
    expect(messages('Add `-j` to get JSON.', 'manual/develop/nodes/mithril-client.md')[0]).toMatch(/^1: no `mithril-client` command has a short flag -j/);
  });

  it('lets only a note about flags name a flag that does not exist, as a counter-example', () => {
    const text = [':::note[Settings are not flags]', '', 'There is no `--db-directory`.', '', ':::', '', 'Pass `--db-directory`.'].join('\n');
    expect(messages(text, 'manual/develop/nodes/mithril-signer.md')).toEqual([
      '7: no `mithril-signer` command has a flag --db-directory (closest real name: --stores-directory)',
    ]);
  });

  it('accepts the aggregator preload_security_parameter on Next only', () => {
    const text = ['| Parameter | Environment variable | Default |', '| --- | --- | --- |', '| `preload_security_parameter` | `PRELOAD_SECURITY_PARAMETER` | `2160` |'].join('\n');
    expect(messages(text, 'manual/develop/nodes/mithril-aggregator.md', 'next')).toEqual([]);
    expect(messages(text, 'manual/develop/nodes/mithril-aggregator.md', 'current')).toHaveLength(2);
  });
});

describe('each docs version is checked against its own commit', () => {
  const block = (line: string) => ['```bash', line, '```'].join('\n');

  it('fails `--backend v1` on a Next page (only v2 is left at 2eedbd254) and passes it on a Current page', () => {
    const text = block('mithril-client cardano-db download --backend v1 latest');
    expect(messages(text, 'manual/getting-started/bootstrap-cardano-node.md', 'next')).toEqual([
      '2: `mithril-client cardano-db download` --backend takes v2, not v1 (closest real name: v2)',
    ]);
    expect(messages(text, 'manual/getting-started/bootstrap-cardano-node.md', 'current')).toEqual([]);
    expect(messages(block('mithril-client cdb snapshot list -b v1'), 'fixture.md', 'next')[0]).toMatch(/-b takes v2, not v1/);
    // In prose the command is unknown: `--backend v1` still names a value of `cardano-transaction` at 2eedbd254.
    expect(messages('Add `--backend v3` to go faster.', 'manual/develop/nodes/mithril-client.md', 'next')).toEqual([
      '1: no `mithril-client` command takes --backend v3 (values: v2, v1) (closest real name: v2)',
    ]);
    expect(messages('Add `--backend v1` to the `cardano-transaction` commands.', 'manual/develop/nodes/mithril-client.md', 'next')).toEqual([]);
  });

  it('passes what exists only at 2eedbd254 on a Next page and fails it on a Current page', () => {
    const text = block('mithril-client --unstable tools discover-aggregator preview --max-entries 3');
    expect(messages(text, 'fixture.md', 'next')).toEqual([]);
    expect(messages(text, 'fixture.md', 'current')).toEqual([
      '2: `mithril-client tools` has no subcommand discover-aggregator (closest real name: utxo-hd)',
    ]);
    const flag = block('mithril-client tools utxo-hd snapshot-converter --db-directory db --cardano-node-version latest --utxo-hd-flavor LMDB --binary-path ./c --config-path ./c.json');
    expect(messages(flag, 'fixture.md', 'next')).toEqual([]);
    const current = messages(flag, 'fixture.md', 'current');
    expect(current).toContain('2: `mithril-client tools utxo-hd snapshot-converter` has no flag --binary-path (closest real name: --run-mode)');
    expect(current).toContain('2: `mithril-client tools utxo-hd snapshot-converter` has no flag --config-path (closest real name: --commit)');
  });

  it('reads a setting gone at 2eedbd254 on Current only, and its replacement on Next only', () => {
    const table = (name: string, env: string) =>
      ['| Parameter | Environment variable |', '| --- | --- |', `| \`${name}\` | \`${env}\` |`].join('\n');
    const page = 'manual/develop/nodes/mithril-aggregator.md';
    expect(messages(table('cexplorer_pools_url', 'CEXPLORER_POOLS_URL'), page, 'current')).toEqual([]);
    expect(messages(table('cexplorer_pools_url', 'CEXPLORER_POOLS_URL'), page, 'next')).toEqual([
      '3: mithril-aggregator has no setting or argument `cexplorer_pools_url` (closest real name: server_port)',
      '3: mithril-aggregator does not read the environment variable CEXPLORER_POOLS_URL (closest real name: SERVER_PORT)',
    ]);
    expect(messages(table('blockfrost_parameters', 'BLOCKFROST_PARAMETERS'), page, 'next')).toEqual([]);
    expect(messages(table('blockfrost_parameters', 'BLOCKFROST_PARAMETERS'), page, 'current')).toHaveLength(2);
  });
});

describe('the docs of both versions match the Mithril reference of their own commit', () => {
  type Stats = {pages: number; commandLines: number; commandLineFlags: number; subcommands: number; codeEnvVars: number; tableRows: number; tableFlags: number; tableEnvVars: number; defaults: number; inlineFlags: number};
  const zero = (): Stats => ({pages: 0, commandLines: 0, commandLineFlags: 0, subcommands: 0, codeEnvVars: 0, tableRows: 0, tableFlags: 0, tableEnvVars: 0, defaults: 0, inlineFlags: 0});
  const totals = zero();
  const byVersion = {current: {stats: zero(), problems: [] as string[]}, next: {stats: zero(), problems: [] as string[]}};
  for (const {dir, version} of VERSIONS) {
    for (const file of pages(join(root, dir))) {
      const rel = relative(join(root, dir), file).split('\\').join('/');
      const result = checkPage(readFileSync(file, 'utf8'), {file: `${dir}/${rel}`, rel, version, references});
      totals.pages++;
      byVersion[version].stats.pages++;
      for (const key of Object.keys(result.stats) as Array<keyof typeof result.stats>) {
        totals[key] += result.stats[key];
        byVersion[version].stats[key] += result.stats[key];
      }
      for (const p of result.problems) byVersion[version].problems.push(`${p.file}:${p.line}: ${p.message}`);
    }
  }

  for (const version of ['current', 'next'] as const) {
    it(`has nothing on the ${version === 'current' ? 'Current' : 'Next'} pages that the code at ${COMMITS[version].slice(0, 9)} contradicts`, () => {
      const {stats, problems} = byVersion[version];
      const checked = stats.commandLines + stats.commandLineFlags + stats.codeEnvVars + stats.tableRows + stats.tableFlags + stats.tableEnvVars + stats.defaults + stats.inlineFlags;
      console.log(`mithril-reference ${version} (${COMMITS[version].slice(0, 9)}): ${checked - problems.length}/${checked} valid, ${problems.length} problems; ${JSON.stringify(stats)}`);
      expect(problems).toEqual([]);
    });
  }

  it('actually checked the pages (figures printed for the report)', () => {
    console.log(`mithril-reference: ${JSON.stringify(totals)}`);
    expect(totals.commandLines).toBeGreaterThan(150);
    expect(totals.commandLineFlags).toBeGreaterThan(100);
    expect(totals.codeEnvVars + totals.tableEnvVars).toBeGreaterThan(300);
    expect(totals.tableFlags).toBeGreaterThan(100);
    expect(totals.tableRows).toBeGreaterThan(300);
    expect(totals.defaults).toBeGreaterThan(80);
  });

  it('lists every setting of the signer and the aggregator on their node pages', () => {
    const featureGated = ['dmq_node_socket_path', 'dmq_network_magic'];
    for (const {dir, version} of VERSIONS) {
      for (const [page, node] of [
        ['manual/develop/nodes/mithril-signer.md', 'mithril-signer'],
        ['manual/develop/nodes/mithril-aggregator.md', 'mithril-aggregator'],
      ]) {
        const text = readFileSync(join(root, dir, page), 'utf8');
        expect(undocumentedSettings(text, references[version][node], version === 'current' ? featureGated : []), `${dir}/${page}`).toEqual([]);
      }
    }
  });
});
