#!/usr/bin/env node
// Derives scripts/mithril-reference/data/*.json from the bare Mithril mirror at one commit.
//
//   node scripts/mithril-reference/extract.mjs --version <current|next> --commit <sha> --distribution <name>
//       [--repo <git dir>]
//
// Each docs version has its own folder, data/<version>/, extracted from its own Mithril commit.
// It reads the Rust sources with `git show` (no checkout), parses the clap derive attributes of the
// command structs named in the tree skeletons below, the fields of the configuration structs and the
// values their `Default` impls register, and writes one JSON file per node with the source
// (crate, file, commit, symbol, line) of every entry. Meanings are written here, in our own words,
// keyed by setting or argument name: an entry without one fails the run, so a new flag or setting in a
// later distribution is noticed. Tests never run this script: the JSON it writes is the committed
// source of truth (see scripts/mithril-reference/data/README.md).
import {execFileSync} from 'node:child_process';
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {MEANINGS as BASE_MEANINGS, NEXT_MEANINGS} from './meanings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : fallback;
};
const repo = opt('--repo', '/work/.mirror/input-output-hk+mithril/repo');
const version = opt('--version', null);
if (!['current', 'next'].includes(version)) throw new Error('extract: --version current|next is required');
const commitArg = opt('--commit', null);
const distribution = opt('--distribution', null);
if (!commitArg || !distribution) throw new Error('extract: --commit and --distribution are required');
const commit = execFileSync('git', ['-C', repo, 'rev-parse', `${commitArg}^{commit}`]).toString().trim();

const fileCache = new Map();
function show(file) {
  if (!fileCache.has(file)) {
    try {
      fileCache.set(file, execFileSync('git', ['-C', repo, 'show', `${commit}:${file}`], {maxBuffer: 64e6}).toString());
    } catch {
      throw new Error(`extract: ${file} does not exist at ${commit}`);
    }
  }
  return fileCache.get(file);
}

const kebab = (s) => s.replace(/_/g, '-');
const upper = (s) => s.toUpperCase();

/** Lines of the body of `struct <name> {` or `enum <name> {`, with 1-based line numbers. */
function body(file, kind, name) {
  const lines = show(file).split('\n');
  const start = lines.findIndex((l) => new RegExp(`^\\s*(pub(\\([a-z]+\\))?\\s+)?${kind}\\s+${name}\\b`).test(l));
  if (start < 0) throw new Error(`extract: ${kind} ${name} not found in ${file} at ${commit}`);
  if (/\{\s*\}\s*$/.test(lines[start]) || /;\s*$/.test(lines[start])) return {start: start + 1, lines: []};
  const out = [];
  let depth = 0;
  for (let i = start; i < lines.length; i++) {
    for (const ch of lines[i]) {
      if (ch === '{') depth++;
      if (ch === '}') depth--;
    }
    if (i > start) out.push({n: i + 1, text: lines[i]});
    if (depth === 0 && i > start) break;
  }
  return {start: start + 1, lines: out.slice(0, -1)};
}

/** Attributes (`#[...]`, possibly on several lines) preceding each field or variant. */
function members(file, kind, name) {
  const {lines} = body(file, kind, name);
  const result = [];
  let attrs = [];
  let current = null;
  let depth = 0;
  for (const {n, text} of lines) {
    const t = text.trim();
    if (current !== null) {
      current += ' ' + t;
      depth += (t.match(/\[/g) ?? []).length - (t.match(/\]/g) ?? []).length;
      if (depth <= 0) {
        attrs.push(current);
        current = null;
      }
      continue;
    }
    if (t.startsWith('//') || t === '') continue;
    if (t.startsWith('#[')) {
      depth = (t.match(/\[/g) ?? []).length - (t.match(/\]/g) ?? []).length;
      if (depth <= 0) attrs.push(t);
      else current = t;
      continue;
    }
    const field = /^(?:pub(?:\([a-z]+\))?\s+)?([a-z_][a-z0-9_]*)\s*:\s*(.+?),?$/.exec(t);
    const variant = /^([A-Z][A-Za-z0-9]*)\s*(?:\(([A-Za-z0-9_:]+)\))?\s*,?$/.exec(t);
    if (kind === 'struct' && field) result.push({name: field[1], type: field[2], attrs, line: n});
    else if (kind === 'enum' && variant) result.push({name: variant[1], inner: variant[2] ?? null, attrs, line: n});
    attrs = [];
  }
  return result;
}

/** Variants of a clap ValueEnum declared in the crate of `file`: {values, default}. */
function enumValues(type, file) {
  const crate = file.split('/src/')[0];
  const hits = execFileSync('git', ['-C', repo, 'grep', '-l', '-E', `enum ${type}\\b`, commit, '--', `${crate}/src`]).toString().trim().split('\n');
  if (hits.length !== 1) throw new Error(`extract: enum ${type} found in ${hits.length} files of ${crate}`);
  const enumFile = hits[0].slice(commit.length + 1);
  const variants = members(enumFile, 'enum', type);
  const name = (v) => v.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const def = variants.find((v) => v.attrs.some((x) => /^#\[default\]/.test(x)));
  return {values: variants.map(name), default: def ? name(def) : null};
}

const attrOf = (attrs, re) => attrs.filter((a) => re.test(a)).join(' ');

function parseArg(field, file, symbol) {
  const a = attrOf(field.attrs, /^#\[(clap|arg|command)\(/);
  if (/\bsubcommand\b/.test(a)) return null;
  const has = (k) => new RegExp(`(^|[(,\\s])${k}(\\s*[,)=]|$)`).test(a);
  const longValue = /\blong\s*=\s*"([^"]+)"/.exec(a)?.[1];
  const shortValue = /\bshort\s*=\s*'(.)'/.exec(a)?.[1];
  const long = longValue ?? (has('long') ? kebab(field.name) : null);
  const short = shortValue ?? (has('short') ? field.name[0] : null);
  const env = /\benv\s*(?:=\s*|\(\s*)"([^"]+)"/.exec(a)?.[1] ?? null;
  const count = /ArgAction::Count/.test(a);
  const bool = /^bool$/.test(field.type.trim());
  let def = /\bdefault_value\s*=\s*"([^"]*)"/.exec(a)?.[1] ?? /\bdefault_value_t\s*=\s*([^,)\]]+)/.exec(a)?.[1]?.trim() ?? null;
  // `value_enum` flags: the accepted values are the variants of the enum; `default_value_t` without a
  // value takes its #[default] variant, `default_value_t = Enum::Variant` that variant.
  const valueEnum = /\bvalue_enum\b/.test(a) ? enumValues(field.type.trim(), file) : null;
  if (def === null && /\bdefault_value_t\b(?!\s*=)/.test(a)) def = valueEnum?.default ?? missing(`default of ${field.type}`);
  if (valueEnum && typeof def === 'string' && def.startsWith(`${field.type.trim()}::`)) def = kebab(def.split('::')[1]).toLowerCase();
  if (def !== null && /^[0-9_]+$/.test(def)) def = Number(def.replace(/_/g, ''));
  else if (def === 'false' || def === 'true') def = def === 'true';
  if (def === null && bool) def = false;
  const aliases = [...a.matchAll(/\balias\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]);
  const entry = {
    id: field.name,
    kind: long || short ? 'flag' : 'positional',
    long: long ? `--${long}` : null,
    short: short ? `-${short}` : null,
    aliases: aliases.map((x) => `--${x}`),
    env,
    takesValue: !(bool || count),
    repeatable: count || /^Vec</.test(field.type),
    required: !(bool || count) && def === null && !/^Option</.test(field.type) && !/required\s*=\s*false/.test(a),
    global: /\bglobal\s*=\s*true/.test(a),
    default: def,
    ...(valueEnum ? {values: valueEnum.values} : {}),
    meaning: MEANINGS[`arg:${symbol}::${field.name}`] ?? MEANINGS[`arg:${field.name}`] ?? MEANINGS[field.name] ?? missing(`arg:${field.name}`),
    source: {crate: crateOf(file), file, commit, symbol: `${symbol}::${field.name}`, line: field.line},
  };
  if (field.attrs.some((x) => /#\[deprecated/.test(x))) entry.deprecated = true;
  return entry;
}

const missingMeanings = [];
function missing(key) {
  missingMeanings.push(key);
  return null;
}
const crateOf = (file) => file.split('/src/')[0].split('/').pop();

function command(spec) {
  const {name, file, struct, aliases = [], hidden = false, subcommands = [], about, feature} = spec;
  const fields = struct ? members(file, 'struct', struct) : [];
  const args = fields.map((f) => parseArg(f, file, struct)).filter(Boolean);
  const subField = fields.find((f) => /\bsubcommand\b/.test(attrOf(f.attrs, /^#\[(clap|arg|command)\(/)));
  return {
    name,
    aliases,
    ...(subcommands.length ? {subcommandRequired: subField ? !/^Option</.test(subField.type) : true} : {}),
    ...(hidden ? {hidden: true} : {}),
    ...(feature ? {feature} : {}),
    meaning: about ?? MEANINGS[`cmd:${spec.path}`] ?? missing(`cmd:${spec.path}`),
    source: {crate: crateOf(file), file, commit, symbol: struct ?? spec.symbol, line: struct ? body(file, 'struct', struct).start : spec.line ?? null},
    flags: args.filter((x) => x.kind === 'flag').map(({kind, ...x}) => x),
    positionals: args.filter((x) => x.kind === 'positional').map(({kind, long, short, aliases: _a, global, ...x}) => x),
    subcommands: subcommands.map((s) => command({...s, path: `${spec.path} ${s.name}`.trim()})),
  };
}

/** Checks that every variant of the enum is in the skeleton, so a new subcommand is not missed. */
function assertVariants(file, enumName, names) {
  const variants = members(file, 'enum', enumName).map((v) => {
    const explicit = /name\s*=\s*"([^"]+)"/.exec(attrOf(v.attrs, /^#\[(clap|command)\(/))?.[1];
    return explicit ?? v.name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  });
  const expected = [...names].sort().join(',');
  if (variants.sort().join(',') !== expected)
    throw new Error(`extract: ${enumName} in ${file} has ${variants.join(',')}, skeleton has ${expected}`);
}

// ---------------------------------------------------------------------------------------------
// Command trees (skeletons: names and the struct behind each; flags are parsed from the code).
// The two commits differ: Next (2eedbd254) adds the `cardano-block` group and `tools discover-aggregator`,
// and moved two command files. `next` picks the Next shape.
const next = version === 'next';
const MEANINGS = next ? {...BASE_MEANINGS, ...NEXT_MEANINGS} : BASE_MEANINGS;
const C = 'mithril-client-cli/src/commands/';
const clientTree = {
  name: 'mithril-client', path: '', file: 'mithril-client-cli/src/main.rs', struct: 'Args',
  subcommands: [
    {name: 'cardano-db', aliases: ['cdb'], file: `${C}cardano_db/mod.rs`, symbol: 'CardanoDbCommands', subcommands: [
      {name: 'snapshot', file: `${C}cardano_db/mod.rs`, symbol: 'CardanoDbSnapshotCommands', subcommands: [
        {name: 'list', file: `${C}cardano_db/list.rs`, struct: 'CardanoDbListCommand'},
        {name: 'show', file: `${C}cardano_db/show.rs`, struct: 'CardanoDbShowCommand'},
      ]},
      {name: 'download', file: `${C}cardano_db/download/mod.rs`, struct: 'CardanoDbDownloadCommand'},
      {name: 'verify', file: `${C}cardano_db/verify.rs`, struct: 'CardanoDbVerifyCommand'},
    ]},
    {name: 'mithril-stake-distribution', aliases: ['msd'], file: `${C}mithril_stake_distribution/mod.rs`, symbol: 'MithrilStakeDistributionCommands', subcommands: [
      {name: 'list', file: `${C}mithril_stake_distribution/list.rs`, struct: 'MithrilStakeDistributionListCommand'},
      {name: 'download', file: `${C}mithril_stake_distribution/download.rs`, struct: 'MithrilStakeDistributionDownloadCommand'},
    ]},
    {name: 'cardano-transaction', aliases: ['ctx'], file: `${C}cardano_transaction/mod.rs`, symbol: 'CardanoTransactionCommands', subcommands: [
      {name: 'snapshot', file: `${C}cardano_transaction/mod.rs`, symbol: 'CardanoTransactionSnapshotCommands', subcommands: [
        {name: 'list', file: `${C}cardano_transaction/snapshot_list.rs`, struct: 'CardanoTransactionSnapshotListCommand'},
        {name: 'show', file: `${C}cardano_transaction/snapshot_show.rs`, struct: 'CardanoTransactionsSnapshotShowCommand'},
      ]},
      {name: 'certify', file: `${C}cardano_transaction/${next ? 'certify/mod.rs' : 'certify.rs'}`, struct: 'CardanoTransactionsCertifyCommand'},
    ]},
    ...(next ? [{name: 'cardano-block', aliases: ['cb'], file: `${C}cardano_block/mod.rs`, symbol: 'CardanoBlockCommands', subcommands: [
      {name: 'snapshot', file: `${C}cardano_block/mod.rs`, symbol: 'CardanoBlockSnapshotCommands', subcommands: [
        {name: 'list', file: `${C}cardano_block/snapshot_list.rs`, struct: 'CardanoBlockSnapshotListCommand'},
        {name: 'show', file: `${C}cardano_block/snapshot_show.rs`, struct: 'CardanoBlocksSnapshotShowCommand'},
      ]},
      {name: 'certify', file: `${C}cardano_block/certify.rs`, struct: 'CardanoBlocksCertifyCommand'},
    ]}] : []),
    {name: 'cardano-stake-distribution', aliases: ['csd'], file: `${C}cardano_stake_distribution/mod.rs`, symbol: 'CardanoStakeDistributionCommands', subcommands: [
      {name: 'list', file: `${C}cardano_stake_distribution/list.rs`, struct: 'CardanoStakeDistributionListCommand'},
      {name: 'download', file: `${C}cardano_stake_distribution/download.rs`, struct: 'CardanoStakeDistributionDownloadCommand'},
    ]},
    {name: 'tools', file: `${C}tools/mod.rs`, symbol: 'ToolsCommands', subcommands: [
      {name: 'utxo-hd', file: `${C}tools/mod.rs`, symbol: 'UTxOHDCommands', subcommands: [
        {name: 'snapshot-converter', file: `${C}tools/${next ? 'utxo_hd/' : ''}snapshot_converter.rs`, struct: 'SnapshotConverterCommand'},
      ]},
      ...(next ? [{name: 'discover-aggregator', file: `${C}tools/aggregator_discovery.rs`, struct: 'AggregatorDiscoveryCommand'}] : []),
    ]},
    {name: 'generate-doc', aliases: ['doc'], hidden: true, file: 'mithril-client-cli/src/main.rs', symbol: 'ArtifactCommands::GenerateDoc'},
  ],
};
assertVariants('mithril-client-cli/src/main.rs', 'ArtifactCommands', ['cardano-db', 'mithril-stake-distribution', 'cardano-transaction', 'cardano-stake-distribution', 'generate-doc', 'tools', ...(next ? ['cardano-block'] : [])]);
assertVariants(`${C}tools/mod.rs`, 'ToolsCommands', ['utxo-hd', ...(next ? ['discover-aggregator'] : [])]);
if (next) assertVariants(`${C}cardano_block/mod.rs`, 'CardanoBlockCommands', ['snapshot', 'certify']);
assertVariants(`${C}cardano_db/mod.rs`, 'CardanoDbCommands', ['snapshot', 'download', 'verify']);
assertVariants(`${C}cardano_transaction/mod.rs`, 'CardanoTransactionCommands', ['snapshot', 'certify']);

const A = 'mithril-aggregator/src/commands/';
const aggregatorTree = {
  name: 'mithril-aggregator', path: '', about: 'Aggregator node: collects signer registrations and signatures, produces certificates and artifacts, and serves the REST API', file: `${A}mod.rs`, struct: 'MainOpts',
  subcommands: [
    {name: 'serve', file: `${A}serve_command.rs`, struct: 'ServeCommand'},
    {name: 'genesis', file: `${A}genesis_command.rs`, symbol: 'GenesisSubCommand', subcommands: [
      {name: 'export', file: `${A}genesis_command.rs`, struct: 'ExportGenesisSubCommand'},
      {name: 'import', file: `${A}genesis_command.rs`, struct: 'ImportGenesisSubCommand'},
      {name: 'sign', file: `${A}genesis_command.rs`, struct: 'SignGenesisSubCommand'},
      {name: 'bootstrap', file: `${A}genesis_command.rs`, struct: 'BootstrapGenesisSubCommand'},
      {name: 'generate-keypair', file: `${A}genesis_command.rs`, struct: 'GenerateKeypairGenesisSubCommand'},
      ...(next ? [{name: 'upgrade-key-to-dual', feature: 'future_snark', file: `${A}genesis_command.rs`, struct: 'UpgradeKeyToDualGenesisSubCommand'}] : []),
    ]},
    {name: 'era', file: `${A}era_command.rs`, symbol: 'EraSubCommand', subcommands: [
      {name: 'list', file: `${A}era_command.rs`, struct: 'ListEraSubCommand'},
      {name: 'generate-tx-datum', file: `${A}era_command.rs`, struct: 'GenerateTxDatumEraSubCommand'},
      {name: 'generate-keypair', file: `${A}era_command.rs`, struct: 'GenerateKeypairEraSubCommand'},
    ]},
    {name: 'tools', file: `${A}tools_command.rs`, symbol: 'ToolsSubCommand', subcommands: [
      {name: 'recompute-certificates-hash', file: `${A}tools_command.rs`, struct: 'RecomputeCertificatesHashCommand'},
    ]},
    {name: 'database', file: `${A}database_command.rs`, symbol: 'DatabaseSubCommand', subcommands: [
      {name: 'migrate', file: `${A}database_command.rs`, struct: 'MigrateCommand'},
      {name: 'vacuum', file: `${A}database_command.rs`, struct: 'VacuumCommand'},
    ]},
    {name: 'generate-doc', aliases: ['doc'], hidden: true, file: `${A}mod.rs`, symbol: 'MainCommand::GenerateDoc'},
  ],
};
assertVariants(`${A}mod.rs`, 'MainCommand', ['genesis', 'era', 'serve', 'tools', 'database', 'generate-doc']);
assertVariants(`${A}genesis_command.rs`, 'GenesisSubCommand', ['export', 'import', 'sign', 'bootstrap', 'generate-keypair', ...(next ? ['upgrade-key-to-dual'] : [])]);
assertVariants(`${A}era_command.rs`, 'EraSubCommand', ['list', 'generate-tx-datum', 'generate-keypair']);
assertVariants(`${A}database_command.rs`, 'DatabaseSubCommand', ['migrate', 'vacuum']);

const signerTree = {
  name: 'mithril-signer', path: '', about: 'Signer node run beside a Cardano block producer: registers its Mithril key and signs the messages of each open signing round', file: 'mithril-signer/src/main.rs', struct: 'Args',
  subcommands: [
    {name: 'database', file: 'mithril-signer/src/commands/database_command.rs', symbol: 'DatabaseSubCommand', subcommands: [
      {name: 'migrate', file: 'mithril-signer/src/commands/database_command.rs', struct: 'MigrateCommand'},
    ]},
    {name: 'generate-doc', aliases: ['doc'], hidden: true, file: 'mithril-signer/src/main.rs', symbol: 'SignerCommands::GenerateDoc'},
  ],
};
assertVariants('mithril-signer/src/main.rs', 'SignerCommands', ['database', 'generate-doc']);

/** clap adds --help to every command and --version where `#[command(version)]` is set (the root). */
function addImplicit(tree, isRoot = true) {
  const src = {crate: tree.source.crate, file: tree.source.file, commit, symbol: 'clap (implicit)', line: null};
  tree.flags.push({id: 'help', long: '--help', short: '-h', aliases: [], env: null, takesValue: false, repeatable: false, required: false, global: false, default: null, meaning: 'Prints the help of this command', source: src});
  if (isRoot) tree.flags.push({id: 'version', long: '--version', short: '-V', aliases: [], env: null, takesValue: false, repeatable: false, required: false, global: false, default: null, meaning: 'Prints the version of the binary', source: src});
  if (tree.subcommands.length) tree.subcommands.push({name: 'help', aliases: [], implicit: true, meaning: 'Prints the help of the binary or of the named subcommand (added by clap)', source: src, flags: [], positionals: [{id: 'command', takesValue: true, repeatable: true, required: false, default: null, meaning: 'Subcommand path whose help is printed', source: src}], subcommands: []});
  for (const sub of tree.subcommands) if (!sub.implicit) addImplicit(sub, false);
  return tree;
}

// ---------------------------------------------------------------------------------------------
// Settings.

/** `register_config_value!(result, &namespace, myself.<name>` lines: the defaults actually applied. */
function registered(file, fnAnchor) {
  const text = show(file);
  const from = text.indexOf(fnAnchor);
  const slice = text.slice(from);
  return new Set([...slice.matchAll(/register_config_value!\(\s*result,\s*&namespace,\s*myself\.([a-z_0-9]+)/g)].map((m) => m[1]));
}

/** Values written in `impl Default for <struct>`: name -> {value, line}. */
function defaultValues(file, struct) {
  const lines = show(file).split('\n');
  const start = lines.findIndex((l) => l.includes(`impl Default for ${struct}`));
  if (start < 0) throw new Error(`extract: impl Default for ${struct} not found in ${file}`);
  const out = {};
  for (let i = start; i < lines.length; i++) {
    const m = /^\s*([a-z_0-9]+):\s*(.+?),?\s*(\/\/.*)?$/.exec(lines[i]);
    if (m && !/^(Self|fn)\b/.test(m[1])) {
      let v = m[2].trim().replace(/,$/, '');
      const str = /^"(.*)"\.to_string\(\)$/.exec(v);
      if (str) v = str[1];
      else if (/^[0-9_]+$/.test(v)) v = Number(v.replace(/_/g, ''));
      else if (v === 'true' || v === 'false') v = v === 'true';
      else if (/ExecutionEnvironment::Production/.test(v)) v = 'Production';
      else if (/Cardano(Blocks)?TransactionsSigningConfig \{$/.test(v)) {
        const sp = /BlockNumber(?:Offset)?\((\d+)\)/.exec(lines[i + 1])[1];
        const st = /BlockNumber(?:Offset)?\((\d+)\)/.exec(lines[i + 2])[1];
        out[`${m[1]}.security_parameter`] = {value: Number(sp), line: i + 2};
        out[`${m[1]}.step`] = {value: Number(st), line: i + 3};
        i += 3;
        continue;
      }
      out[m[1]] = {value: v, line: i + 1};
    }
    if (/^\s*}\s*$/.test(lines[i]) && /^\s{4}}\s*$/.test(lines[i])) break;
  }
  return out;
}

const entryHasDefaults = (name, clapDefaults, defaults) =>
  Object.keys(clapDefaults).some((k) => k.startsWith(`${name}.`)) || Object.keys(defaults).some((k) => k.startsWith(`${name}.`));

function normaliseDefault(v) {
  if (typeof v !== 'string') return v;
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^[0-9]+$/.test(v)) return Number(v);
  return v;
}

const NESTED = {
  protocol_parameters: ['k', 'm', 'phi_f'],
  zstandard_parameters: ['level', 'number_of_workers'],
  cardano_transactions_signing_config: ['security_parameter', 'step'],
  cardano_blocks_transactions_signing_config: ['security_parameter', 'step'],
  signature_publisher_config: ['retry_attempts', 'retry_delay_ms', 'delayer_delay_ms', 'skip_delayer'],
};

function settings({file, struct, defaultsFile, defaultsStruct, registerAnchor, separator, scope, clapDefaults = {}, extraEnv = {}}) {
  const defaults = defaultValues(defaultsFile, defaultsStruct);
  const applied = registered(defaultsFile, registerAnchor);
  const out = [];
  for (const f of members(file, 'struct', struct)) {
    const optional = /^Option</.test(f.type);
    const env = [];
    const nested = NESTED[f.name];
    if (nested) {
      if (separator) env.push(...nested.map((n) => `${upper(f.name)}${separator}${upper(n)}`));
      if (f.name === 'ancillary_files_signer_config') env.push(upper(f.name));
    } else env.push(upper(f.name));
    if (f.attrs.some((a) => /string_or_struct/.test(a))) env.push(upper(f.name));
    env.push(...(extraEnv[f.name] ?? []));
    let def = null;
    let defSource = null;
    let note;
    if (clapDefaults[f.name] !== undefined) {
      def = clapDefaults[f.name].value;
      defSource = clapDefaults[f.name].source;
    } else if (defaults[f.name] !== undefined && applied.has(f.name)) {
      def = normaliseDefault(defaults[f.name].value);
      defSource = {crate: crateOf(defaultsFile), file: defaultsFile, commit, symbol: `${defaultsStruct}::default`, line: defaults[f.name].line};
    } else if (defaults[f.name] !== undefined) {
      note = `${defaultsStruct} declares ${JSON.stringify(defaults[f.name].value)} (line ${defaults[f.name].line}) but its Source::collect does not register it, so no default applies`;
    }
    const entry = {
      name: f.name,
      scope: [...scope],
      env: [...new Set(env)],
      default: def,
      required: def === null && !optional && !(nested && entryHasDefaults(f.name, clapDefaults, defaults)),
      type: f.type.replace(/,$/, ''),
      meaning: MEANINGS[f.name] ?? missing(f.name),
      source: {crate: crateOf(file), file, commit, symbol: `${struct}::${f.name}`, line: f.line},
      ...(defSource ? {defaultSource: defSource} : {}),
      ...(note ? {note} : {}),
    };
    if (nested) {
      entry.fields = nested.map((n) => {
        const key = `${f.name}.${n}`;
        const d = clapDefaults[key] ?? (defaults[key] && applied.has(f.name) ? {value: defaults[key].value, source: {crate: crateOf(defaultsFile), file: defaultsFile, commit, symbol: `${defaultsStruct}::default`, line: defaults[key].line}} : null);
        return {name: key, env: separator ? `${upper(f.name)}${separator}${upper(n)}` : null, default: d ? d.value : null, ...(d ? {defaultSource: d.source} : {})};
      });
    }
    out.push(entry);
  }
  return out;
}

// Signer: clap values passed to the config builder with set_default (main.rs).
function signerClapDefaults(args) {
  const byId = Object.fromEntries(args.flags.map((f) => [f.id, f]));
  const map = {
    disable_digests_cache: 'disable_digests_cache',
    reset_digests_cache: 'reset_digests_cache',
    enable_metrics_server: 'enable_metrics_server',
    allow_unparsable_block: 'allow_unparsable_block',
    preloading_refresh_interval_in_seconds: 'preloading_refresh_interval_in_seconds',
    'signature_publisher_config.retry_attempts': 'signature_publisher_retry_attempts',
    'signature_publisher_config.retry_delay_ms': 'signature_publisher_retry_delay_ms',
    'signature_publisher_config.delayer_delay_ms': 'signature_publisher_delayer_delay_ms',
    'signature_publisher_config.skip_delayer': 'signature_publisher_skip_delayer',
  };
  const main = show('mithril-signer/src/main.rs');
  const out = {};
  for (const [setting, id] of Object.entries(map)) {
    if (!main.includes(`"${setting}"`)) throw new Error(`extract: signer main.rs no longer sets a default for ${setting}`);
    out[setting] = {value: byId[id].default, source: {...byId[id].source, symbol: `${byId[id].source.symbol} (set_default "${setting}")`}};
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
const client = addImplicit(command(clientTree));
const signerCli = addImplicit(command(signerTree));
const aggregatorCli = addImplicit(command(aggregatorTree));

const signerMain = show('mithril-signer/src/main.rs');
const aggregatorMod = show(`${A}mod.rs`);
if (!/add_source\(config::Environment::default\(\)\)/.test(signerMain)) throw new Error('extract: signer environment source changed');
if (!/config::Environment::default\(\)\.separator\("__"\)/.test(aggregatorMod)) throw new Error('extract: aggregator environment source changed');
if (/config::Environment/.test(show('mithril-client-cli/src/main.rs'))) throw new Error('extract: the client now reads the environment through config; update the reference');

const signerSettings = settings({
  file: 'mithril-signer/src/configuration.rs', struct: 'Configuration',
  defaultsFile: 'mithril-signer/src/configuration.rs', defaultsStruct: 'DefaultConfiguration', registerAnchor: 'impl Source for DefaultConfiguration',
  separator: null, scope: ['(run)'], clapDefaults: signerClapDefaults(signerCli),
});
const line = (file, needle) => show(file).split('\n').findIndex((l) => l.includes(needle)) + 1;

const aggCfg = 'mithril-aggregator/src/configuration.rs';
const serveSettings = settings({
  file: aggCfg, struct: 'ServeCommandConfiguration', defaultsFile: aggCfg, defaultsStruct: 'DefaultConfiguration',
  registerAnchor: 'impl Source for DefaultConfiguration', separator: '__', scope: ['serve'],
});
const cmdSettings = (file, struct, scope) =>
  settings({file, struct, defaultsFile: aggCfg, defaultsStruct: 'DefaultConfiguration', registerAnchor: 'impl Source for DefaultConfiguration', separator: '__', scope});
const aggregatorSettings = [...serveSettings];
for (const extra of [
  cmdSettings(`${A}genesis_command.rs`, 'GenesisCommandConfiguration', ['genesis export', 'genesis import', 'genesis bootstrap']),
  cmdSettings(`${A}tools_command.rs`, 'ToolsCommandConfiguration', ['tools recompute-certificates-hash']),
  cmdSettings(`${A}database_command.rs`, 'DatabaseCommandConfiguration', ['database']),
]) {
  for (const s of extra) {
    const same = aggregatorSettings.find((x) => x.name === s.name);
    if (same) {
      same.scope.push(...s.scope);
      (same.alsoDeclaredIn ??= []).push(s.source);
    } else aggregatorSettings.push(s);
  }
}

const envNotes = {
  signer:
    'main.rs builds the configuration from the clap defaults, DefaultConfiguration, the optional <configuration-dir>/<run-mode>.json file, then config::Environment::default() (no prefix, no separator): every top-level field is read from the environment variable named after it in upper case; nested fields (signature_publisher_config) cannot be set that way, only through the clap flags and their own env attributes.',
  aggregator:
    'MainOpts::execute builds the configuration from DefaultConfiguration, the optional <config-directory>/<run-mode>.json file, config::Environment::default().separator("__") (no prefix; nested fields joined by a double underscore), then the --db-directory flag and the flags of the subcommand. -r/--run-mode and -v/--verbose have no environment variable.',
  client:
    'The client builds its parameters from the optional <config-directory>/<run-mode>.json file and its flags only (no config::Environment source): an environment variable is read only where a clap argument declares env = "...".',
};

function write(name, data) {
  const file = join(root, 'scripts', 'mithril-reference', 'data', version, `${name}.json`);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
  console.log(`extract: wrote ${file}`);
}

if (missingMeanings.length) {
  console.error(`extract: no meaning written for:\n  ${[...new Set(missingMeanings)].join('\n  ')}\nAdd them to scripts/mithril-reference/meanings.mjs.`);
  process.exit(1);
}

const header = (node, crate) => ({
  node,
  crate,
  repository: 'https://github.com/input-output-hk/mithril',
  commit,
  distribution,
  generatedBy: 'scripts/mithril-reference/extract.mjs',
});
write('mithril-client', {...header('mithril-client', 'mithril-client-cli'), environment: {separator: null, note: envNotes.client, source: {crate: 'mithril-client-cli', file: 'mithril-client-cli/src/main.rs', commit, symbol: 'Args::config_parameters', line: line('mithril-client-cli/src/main.rs', 'fn config_parameters')}}, cli: client, settings: []});
write('mithril-signer', {...header('mithril-signer', 'mithril-signer'), environment: {separator: null, note: envNotes.signer, source: {crate: 'mithril-signer', file: 'mithril-signer/src/main.rs', commit, symbol: 'main', line: line('mithril-signer/src/main.rs', 'config::Environment::default()')}}, cli: signerCli, settings: signerSettings});
write('mithril-aggregator', {...header('mithril-aggregator', 'mithril-aggregator'), environment: {separator: '__', note: envNotes.aggregator, source: {crate: 'mithril-aggregator', file: `${A}mod.rs`, commit, symbol: 'MainOpts::execute', line: line(`${A}mod.rs`, 'config::Environment::default()')}}, cli: aggregatorCli, settings: aggregatorSettings});
