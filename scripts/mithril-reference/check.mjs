/**
 * Checks doc pages against the Mithril reference data of their docs version, scripts/mithril-reference/data/<version>/*.json
 * (Current: versioned_docs/version-maintained/, Next: docs/; each folder extracted from its own Mithril commit): command lines of
 * mithril-client, mithril-signer and mithril-aggregator in code blocks, environment variables the pages
 * tell an operator to set, and the rows of the settings tables (names, flags, variables, defaults).
 * Pure functions over page text; tests/unit/mithril-reference.test.ts runs them on every page of both
 * versions. Every problem is reported as {file, line, message}, the message naming the closest real name.
 */
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

export const NODES = ['mithril-client', 'mithril-signer', 'mithril-aggregator'];

// ------------------------------------------------------------------------------------------------
// Edit distance.

/** Levenshtein distance (insertions, deletions and substitutions all cost 1). */
export function levenshtein(a, b) {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length];
}

/** The candidate nearest to `name` (case-insensitive), ties broken by list order; null when none. */
export function closest(name, candidates) {
  let best = null;
  let bestDistance = Infinity;
  for (const c of new Set(candidates)) {
    const d = levenshtein(name.toLowerCase(), c.toLowerCase());
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return best;
}

const suggest = (name, candidates) => {
  const c = closest(name, candidates);
  return c ? ` (closest real name: ${c})` : '';
};

// ------------------------------------------------------------------------------------------------
// Reference.

const dataDir = join(dirname(fileURLToPath(import.meta.url)), 'data');

/** Docs versions and the folder of each, relative to the site root; each has data/<version>/. */
export const DOCS_VERSIONS = {current: 'versioned_docs/version-maintained', next: 'docs'};

/**
 * Loads <dir>/<node>.json for the three nodes; fails naming the file on bad data.
 * @param {string} dir
 * @returns {Record<string, any>}
 */
export function loadReference(dir) {
  /** @type {Record<string, any>} */
  const out = {};
  for (const node of NODES) {
    const file = join(dir, `${node}.json`);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: cannot read the reference (${error.message})`);
    }
    if (data.node !== node || !data.cli || !Array.isArray(data.settings)) throw new Error(`${file}: not a reference for ${node}`);
    out[node] = data;
  }
  const commits = new Set(Object.values(out).map((d) => d.commit));
  if (commits.size !== 1) throw new Error(`${dir}: the three files name different commits (${[...commits].join(', ')})`);
  return out;
}

/**
 * The reference of every docs version: {current: {<node>: data}, next: {<node>: data}}.
 * @param {string} [dir] folder holding one sub-folder per version
 */
export function loadReferences(dir = dataDir) {
  return Object.fromEntries(Object.keys(DOCS_VERSIONS).map((v) => [v, loadReference(join(dir, v))]));
}

function walk(cmd, fn, path = []) {
  fn(cmd, path);
  for (const s of cmd.subcommands) walk(s, fn, [...path, s.name]);
}

/** Every environment variable a node reads (in the reference of one docs version). */
export function envNames(ref) {
  const names = new Set();
  for (const s of ref.settings) s.env.forEach((e) => names.add(e));
  walk(ref.cli, (c) => c.flags.concat(c.positionals).forEach((f) => f.env && names.add(f.env)));
  return names;
}

/** The setting or argument an environment variable feeds, for defaults. */
function byEnv(ref, env) {
  const setting = ref.settings.find((s) => s.env.includes(env));
  if (setting) {
    const field = setting.fields?.find((f) => f.env === env);
    return field ? {name: field.name, default: field.default} : setting;
  }
  let found = null;
  walk(ref.cli, (c) => c.flags.forEach((f) => f.env === env && !found && (found = {name: f.id, default: f.default})));
  return found;
}

function findCommand(ref, path) {
  let cmd = ref.cli;
  for (const name of path) {
    cmd = cmd.subcommands.find((s) => s.name === name || s.aliases.includes(name));
    if (!cmd) return null;
  }
  return cmd;
}

// ------------------------------------------------------------------------------------------------
// Markdown scanning (fenced code blocks and pipe tables, with 1-based line numbers).

/** Fenced code blocks: {lang, meta, line (of the opening fence), lines: [{n, text}]}. */
export function codeBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  let open = null;
  lines.forEach((raw, i) => {
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(raw);
    if (!open && fence) {
      open = {indent: fence[1].length, fence: fence[2], lang: fence[3].toLowerCase(), meta: fence[4], line: i + 1, lines: []};
    } else if (open && fence && fence[2].startsWith(open.fence) && !fence[3] && !fence[4]) {
      blocks.push(open);
      open = null;
    } else if (open) {
      open.lines.push({n: i + 1, text: raw.slice(Math.min(open.indent, raw.length - raw.trimStart().length))});
    }
  });
  return blocks;
}

const splitRow = (line) => {
  const cells = [];
  let cur = '';
  let inCode = false;
  const body = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '`') inCode = !inCode;
    if (ch === '\\' && body[i + 1] === '|') {
      cur += '|';
      i++;
      continue;
    }
    if (ch === '|' && !inCode) {
      cells.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  cells.push(cur.trim());
  return cells;
};

/** Pipe tables outside code blocks: {line, header, rows: [{n, cells}], headings: [h2, h3] in force}. */
export function tables(text) {
  const lines = text.split('\n');
  const out = [];
  let inFence = false;
  let headings = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (/^\s*(`{3,}|~{3,})/.test(l)) inFence = !inFence;
    if (inFence) continue;
    const h = /^(#{1,6})\s+(.*)$/.exec(l);
    if (h) {
      headings = headings.slice(0, h[1].length - 1);
      headings[h[1].length - 1] = h[2];
      continue;
    }
    if (/^\s*\|/.test(l) && /^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) {
      const table = {line: i + 1, header: splitRow(l), rows: [], headings: headings.filter(Boolean)};
      let j = i + 2;
      for (; j < lines.length && /^\s*\|/.test(lines[j]); j++) table.rows.push({n: j + 1, cells: splitRow(lines[j])});
      out.push(table);
      i = j - 1;
    }
  }
  return out;
}

// ------------------------------------------------------------------------------------------------
// Shell parsing.

/** Joins continuation lines (`\` in shells, a backtick in PowerShell); keeps the first line number. */
export function logicalLines(lines, lang) {
  const out = [];
  let cur = null;
  for (const {n, text} of lines) {
    const cont = lang === 'powershell' ? /\s`\s*$/ : /\\\s*$/;
    const piece = text.replace(cont, ' ');
    if (cur) cur.text += ' ' + piece.trim();
    else cur = {n, text: piece};
    if (!cont.test(text)) {
      out.push(cur);
      cur = null;
    }
  }
  if (cur) out.push(cur);
  return out;
}

/** Splits a line into words, honouring quotes; stops at a comment. `$(...)` becomes one word. */
export function tokenize(line) {
  const words = [];
  let cur = '';
  let quote = null;
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = null;
      else cur += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      started = true;
      continue;
    }
    if (ch === '$' && line[i + 1] === '(') {
      let depth = 0;
      let j = i;
      for (; j < line.length; j++) {
        if (line[j] === '(') depth++;
        if (line[j] === ')' && --depth === 0) break;
      }
      cur += line.slice(i, j + 1);
      started = true;
      i = j;
      continue;
    }
    if (/\s/.test(ch)) {
      if (started) words.push(cur);
      cur = '';
      started = false;
      continue;
    }
    if (ch === '#' && !started) break;
    if ('|;&'.includes(ch)) {
      if (started) words.push(cur);
      let op = ch;
      if ((ch === '|' || ch === '&') && line[i + 1] === ch) op += line[++i];
      words.push({op});
      cur = '';
      started = false;
      continue;
    }
    cur += ch;
    started = true;
  }
  if (started) words.push(cur);
  return words;
}

/** Command substitutions `$(...)` inside a line, to be checked as commands of their own. */
function substitutions(line) {
  const out = [];
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '$' && line[i + 1] === '(') {
      let depth = 0;
      let j = i;
      for (; j < line.length; j++) {
        if (line[j] === '(') depth++;
        if (line[j] === ')' && --depth === 0) break;
      }
      const inner = line.slice(i + 2, j);
      out.push(inner, ...substitutions(inner));
      i = j;
    }
  }
  return out;
}

/** Splits words at `|`, `||`, `&&`, `;`, `&` into simple commands. */
function segments(words) {
  const out = [[]];
  for (const w of words) {
    if (typeof w === 'object') out.push([]);
    else out[out.length - 1].push(w);
  }
  return out.filter((s) => s.length);
}

/** Drops shell redirections (`> file`, `2>&1`, `2> file`, `<file`) from the words of a command. */
function withoutRedirections(words) {
  const out = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (/^(\d*|&)(>>?|<)$/.test(w)) i++;
    else if (!/^(\d*|&)(>>?|<)/.test(w)) out.push(w);
  }
  return out;
}

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;
const POWERSHELL_ENV = /^\s*\$env:([A-Za-z_][A-Za-z0-9_]*)\s*=/;

/** Node a program word runs, or null: mithril-client, ./mithril-client, /opt/x/mithril-signer, .\mithril-client.exe. */
export function nodeOf(word, aliases = {}) {
  if (aliases[word]) return aliases[word];
  const base = word.replace(/^.*[\\/]/, '').replace(/\.exe$/i, '');
  return NODES.includes(base) ? base : null;
}

const DOCKER_VALUE_OPTIONS = new Set(['-e', '--env', '-v', '--volume', '-u', '--user', '--name', '-p', '--publish', '-w', '--workdir', '--network', '--entrypoint', '--mount', '--env-file', '-l', '--label', '--platform']);

/**
 * Commands found in the logical lines of one code block:
 * {node, args, env: [{name, n}], n} for node invocations (also through `docker run <mithril image>` and
 * through shell functions that wrap it), plus {assignments: [{name, n}], n} for standalone `export X=`,
 * `X=...` and PowerShell `$env:X =` statements, and heredoc bodies {heredoc: {target, lines}}.
 */
export function commandsOf(block) {
  const found = [];
  const aliases = {};
  const lang = block.lang;
  const lines = logicalLines(block.lines, lang);
  for (let li = 0; li < lines.length; li++) {
    const {n, text} = lines[li];
    // systemd unit lines
    const unit = /^\s*(ExecStart|Environment)=(.*)$/.exec(text);
    if (unit && unit[1] === 'Environment') {
      for (const w of tokenize(unit[2])) {
        const m = typeof w === 'string' && ASSIGNMENT.exec(w);
        if (m) found.push({systemdEnv: {name: m[1]}, n});
      }
      continue;
    }
    const line = unit ? unit[2] : text;
    const ps = POWERSHELL_ENV.exec(line);
    if (ps) {
      found.push({assignments: [{name: ps[1], n}], n});
      continue;
    }
    // function definitions wrapping a node, e.g. `mithril_client () {` ... `docker run ... mithril-client ... "$@"`
    const fn = /^\s*(?:function\s+)?([A-Za-z_][\w-]*)\s*(?:\(\s*\))?\s*\{\s*$/.exec(line);
    if (fn) {
      let body = '';
      for (let k = li + 1; k < lines.length && !/^\s*}\s*$/.test(lines[k].text); k++) body += ' ' + lines[k].text;
      const inner = commandsOf({lang, lines: [{n, text: body}]});
      const wrapped = inner.find((c) => c.node && c.passthrough);
      if (wrapped) aliases[fn[1]] = wrapped.node;
      continue;
    }
    const heredoc = /<<-?\s*(['"]?)(\w+)\1/.exec(line);
    const words = tokenize(line);
    for (const sub of substitutions(line)) {
      for (const c of commandsOf({lang, lines: [{n, text: sub}]})) if (c.node) found.push(c);
    }
    for (const seg of segments(words)) {
      let i = 0;
      const env = [];
      let exported = seg[0] === 'export';
      if (exported) i = 1;
      while (i < seg.length && ASSIGNMENT.test(seg[i])) env.push({name: ASSIGNMENT.exec(seg[i++])[1], n});
      if (i >= seg.length) {
        if (env.length) found.push({assignments: env, n});
        continue;
      }
      while (['sudo', 'exec', 'time', 'nohup'].includes(seg[i])) i++;
      const program = seg[i];
      const node = nodeOf(program ?? '', aliases);
      if (node) {
        found.push({node, args: withoutRedirections(seg.slice(i + 1)), env, n, program});
        continue;
      }
      if (program === 'docker' && seg[i + 1] === 'run') {
        const denv = [];
        let k = i + 2;
        for (; k < seg.length; k++) {
          const w = seg[k];
          if (!w.startsWith('-')) break;
          if ((w === '-e' || w === '--env') && seg[k + 1]) {
            const m = ASSIGNMENT.exec(seg[k + 1]);
            if (m) denv.push({name: m[1], n});
          }
          if (DOCKER_VALUE_OPTIONS.has(w)) k++;
        }
        const image = seg[k] ?? '';
        const m = /mithril-(client|signer|aggregator)(?::|$)/.exec(image.replace(/^.*\//, ''));
        if (m) {
          const args = seg.slice(k + 1);
          const passthrough = args.some((a) => a === '$@' || a === '$args' || a === '${@}');
          found.push({node: `mithril-${m[1]}`, args, env: denv, n, program: 'docker', passthrough});
        }
        continue;
      }
      if (program === 'echo' && /\btee\b/.test(line)) {
        const target = /\btee\s+(?:-a\s+)?(\S+)/.exec(line)?.[1];
        const content = seg.slice(i + 1).join(' ');
        const m = ASSIGNMENT.exec(content);
        if (m && target) found.push({heredoc: {target, lines: [{n, text: content}]}, n});
      }
    }
    if (heredoc) {
      const target = /\btee\s+(?:-a\s+)?(\S+)|>\s*(\S+)/.exec(line.replace(/>\s*\/dev\/null/, ''));
      const body = [];
      let k = li + 1;
      for (; k < lines.length && lines[k].text.trim() !== heredoc[2]; k++) body.push(lines[k]);
      found.push({heredoc: {target: target ? target[1] ?? target[2] : '', lines: body}, n});
      li = k;
    }
  }
  return found;
}

// ------------------------------------------------------------------------------------------------
// Command-line check.

const isPlaceholder = (w) => /^\$|\*\*|^<.*>$|^\{\{/.test(w);

/** Problems of one invocation of a node: unknown subcommands or flags, extra positionals, missing subcommand. */
export function checkInvocation(ref, args) {
  const problems = [];
  let cmd = ref.cli;
  const path = [];
  let positionals = 0;
  let flagsOnly = false;
  let sawHelpOrVersion = false;
  const inherited = ref.cli.flags.filter((f) => f.global);
  const allowed = () => (cmd === ref.cli ? cmd.flags : [...cmd.flags, ...inherited]);
  const where = () => [ref.node, ...path].join(' ');
  // A flag whose type is an enum (`--backend`) takes one of the values the code lists.
  const checkValue = (flag, written, value) => {
    if (!flag.values || value === undefined || isPlaceholder(value) || flag.values.includes(value)) return;
    problems.push(`\`${where()}\` ${written} takes ${flag.values.join(' or ')}, not ${value}${suggest(value, flag.values)}`);
  };
  for (let i = 0; i < args.length; i++) {
    const w = args[i];
    if (w === '$@' || w === '$args' || w === '${@}') return {problems, path, stats: {flags: 0}};
    if (w === '--' && !flagsOnly) {
      flagsOnly = true;
      continue;
    }
    if (!flagsOnly && /^--[A-Za-z]/.test(w)) {
      const name = w.split('=')[0];
      const flag = allowed().find((f) => f.long === name || f.aliases.includes(name));
      if (!flag) {
        problems.push(`\`${where()}\` has no flag ${name}${suggest(name, allowed().map((f) => f.long))}`);
        continue;
      }
      if (flag.id === 'help' || flag.id === 'version') sawHelpOrVersion = true;
      if (flag.takesValue) checkValue(flag, name, w.includes('=') ? w.slice(w.indexOf('=') + 1) : args[++i]);
      continue;
    }
    if (!flagsOnly && /^-[A-Za-z]/.test(w)) {
      const chars = w.slice(1);
      for (let k = 0; k < chars.length; k++) {
        const flag = allowed().find((f) => f.short === `-${chars[k]}`);
        if (!flag) {
          const longs = allowed().filter((f) => f.short).map((f) => `${f.short} (${f.long})`);
          problems.push(`\`${where()}\` has no short flag -${chars[k]}${suggest(`-${chars[k]}`, longs.map((x) => x.split(' ')[0])) ? ` (short flags: ${longs.join(', ') || 'none'})` : ''}`);
          break;
        }
        if (flag.id === 'help' || flag.id === 'version') sawHelpOrVersion = true;
        if (flag.takesValue) {
          checkValue(flag, `-${chars[k]}`, k === chars.length - 1 ? args[++i] : chars.slice(k + 1));
          break;
        }
      }
      continue;
    }
    // a word
    if (cmd.subcommands.length && positionals === 0) {
      if (isPlaceholder(w)) return {problems, path, stats: {}};
      const sub = cmd.subcommands.find((s) => s.name === w || s.aliases.includes(w));
      if (!sub) {
        problems.push(`\`${where()}\` has no subcommand ${w}${suggest(w, cmd.subcommands.filter((s) => !s.hidden).map((s) => s.name))}`);
        return {problems, path, stats: {}};
      }
      if (sub.implicit) return {problems, path: [...path, sub.name], stats: {}};
      cmd = sub;
      path.push(sub.name);
      inherited.push(...cmd.flags.filter((f) => f.global));
      continue;
    }
    positionals++;
    const last = cmd.positionals[cmd.positionals.length - 1];
    if (positionals > cmd.positionals.length && !last?.repeatable) {
      problems.push(`\`${where()}\` takes ${cmd.positionals.length || 'no'} positional argument${cmd.positionals.length === 1 ? '' : 's'}${cmd.positionals.length ? ` (${cmd.positionals.map((p) => `<${p.id}>`).join(' ')})` : ''}, got extra \`${w}\``);
    }
  }
  if (cmd.subcommands.length && cmd.subcommandRequired !== false && !sawHelpOrVersion) {
    const visible = cmd.subcommands.filter((s) => !s.hidden && !s.implicit).map((s) => s.name);
    problems.push(`\`${where()}\` needs a subcommand (${visible.join(', ')}); without one it only prints an error`);
  }
  return {problems, path};
}

// ------------------------------------------------------------------------------------------------
// Page checks.

/** Shell variables the pages set for their own commands (not read by any node), with the reason. */
export const HELPER_VARIABLES = {
  CARDANO_NETWORK: 'network name reused by later commands of the page (e.g. the snapshot converter)',
  SNAPSHOT_DIGEST: 'snapshot chosen by the reader, passed as a positional argument',
  MITHRIL_IMAGE_ID: 'Docker image tag used by the wrapper function and the devnet scripts',
  MITHRIL_NETWORK: 'network name used to build URLs',
  CONFIG_URL: 'base URL of the published network configuration files',
  ERA_BASE: 'base URL of the published era files',
  LATEST: 'hash captured by a curl example',
  EPOCH: 'epoch captured by a curl example',
  DB_DIR: 'database folder used by the Cardano node command of the page',
  AGGREGATOR: 'aggregator URL used by curl examples',
};

/** Node a page documents (its tables and env files), from its path relative to the version root. */
export const PAGE_NODES = {
  'manual/develop/nodes/mithril-aggregator.md': 'mithril-aggregator',
  'manual/develop/nodes/mithril-signer.md': 'mithril-signer',
  'manual/develop/nodes/mithril-client.md': 'mithril-client',
  'manual/operate/run-signer-node.md': 'mithril-signer',
  'manual/getting-started/bootstrap-cardano-node.md': 'mithril-client',
};

/** Inline flags of other programs that node pages mention in prose, per page, with their owner. */
export const FOREIGN_FLAGS = {
  'manual/operate/run-signer-node.md': {'--database-path': 'cardano-node option', '-d': 'option of the mithril-install.sh script'},
};

const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell', 'ps1', 'text', '', 'ini', 'systemd', 'dotenv', 'env']);

function nodeOfTarget(target, fallback) {
  if (/aggregator/.test(target)) return 'mithril-aggregator';
  if (/signer/.test(target)) return 'mithril-signer';
  if (/client/.test(target)) return 'mithril-client';
  return fallback;
}

const stripCode = (s) => s.replace(/`/g, '').trim();
const codeSpans = (s) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
const isNone = (s) => /^(-|—|–)?$/.test(stripCode(s).split(/\s/)[0] ?? '');

function normaliseValue(v) {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  if (/^-?[0-9][0-9_,]*$/.test(s)) return String(Number(s.replace(/[_,]/g, '')));
  return s.toLowerCase();
}

/**
 * Checks one page against the reference of its docs version. `file` is the path shown in messages, `rel` its
 * path inside the version folder, `version` 'current' or 'next', `references` what loadReferences returns.
 * Returns {problems: [{file, line, message}], stats}.
 */
export function checkPage(text, {file, rel, version, references}) {
  const reference = references[version];
  if (!reference) throw new Error(`${file}: no Mithril reference for the docs version ${version}`);
  const problems = [];
  const stats = {commandLines: 0, commandLineFlags: 0, subcommands: 0, codeEnvVars: 0, tableRows: 0, tableFlags: 0, tableEnvVars: 0, defaults: 0, inlineFlags: 0};
  const report = (line, message) => problems.push({file, line, message});
  const pageNode = PAGE_NODES[rel] ?? null;
  const allEnv = new Set(NODES.flatMap((n) => [...envNames(reference[n])]));
  const checkEnv = (node, name, line, context) => {
    stats.codeEnvVars++;
    const known = envNames(reference[node]);
    if (!known.has(name)) report(line, `${node} does not read the environment variable ${name} (${context})${suggest(name, [...known])}`);
  };

  for (const block of codeBlocks(text)) {
    if (!SHELL_LANGS.has(block.lang)) continue;
    const titleNode = /title="([^"]*)"/.exec(block.meta)?.[1];
    const isEnvFile = titleNode && /\.env\b/.test(titleNode);
    for (const c of commandsOf(block)) {
      if (c.node) {
        stats.commandLines++;
        stats.commandLineFlags += c.args.filter((a) => /^-/.test(a)).length;
        const {problems: p, path} = checkInvocation(reference[c.node], c.args);
        stats.subcommands += path.length;
        p.forEach((m) => report(c.n, m));
        for (const e of c.env) checkEnv(c.node, e.name, e.n, c.program === 'docker' ? 'passed with docker run -e' : 'set on its command line');
      } else if (c.heredoc) {
        const node = nodeOfTarget(c.heredoc.target, pageNode);
        for (const l of c.heredoc.lines) {
          const m = /^\s*([A-Z][A-Z0-9_]*)=/.exec(l.text);
          if (m && node) checkEnv(node, m[1], l.n, `written to ${c.heredoc.target || 'a file'}`);
        }
      } else if (c.systemdEnv) {
        if (pageNode) checkEnv(pageNode, c.systemdEnv.name, c.n, 'systemd Environment=');
      } else if (c.assignments) {
        for (const a of c.assignments) {
          if (isEnvFile) {
            checkEnv(nodeOfTarget(titleNode, pageNode) ?? pageNode, a.name, a.n, `in ${titleNode}`);
            continue;
          }
          if (!/^[A-Z][A-Z0-9_]*$/.test(a.name)) continue;
          stats.codeEnvVars++;
          if (!allEnv.has(a.name) && !(a.name in HELPER_VARIABLES))
            report(a.n, `no Mithril node reads the environment variable ${a.name}, and it is not a declared helper variable of the pages${suggest(a.name, [...allEnv])}`);
        }
      }
    }
  }

  if (pageNode) {
    const seen = new Set();
    checkTables(text, {pageNode, reference: reference[pageNode], report, stats, seen});
    checkInlineFlags(text, {ref: reference[pageNode], report, stats, foreign: FOREIGN_FLAGS[rel] ?? {}, seen});
  }
  else {
    // Pages that do not document one node: variables named in an "Environment variable" column must be
    // read by some node (or be a declared helper); a flag column needs the page in PAGE_NODES.
    for (const t of tables(text)) {
      const cEnv = t.header.findIndex((h) => /^environment variable$/i.test(h.trim()));
      if (cEnv >= 0 && t.header.some((h) => /^(cli flag|flag|option|global option)$/i.test(h.trim())))
        report(t.line, `settings table on a page with no node in PAGE_NODES of scripts/mithril-reference/check.mjs`);
      if (cEnv < 0) continue;
      for (const row of t.rows) {
        stats.tableRows++;
        for (const e of codeSpans(row.cells[cEnv] ?? '').filter((x) => /^[A-Z][A-Z0-9_]*$/.test(x))) {
          stats.tableEnvVars++;
          if (!allEnv.has(e) && !(e in HELPER_VARIABLES)) report(row.n, `no Mithril node reads the environment variable ${e}${suggest(e, [...allEnv])}`);
        }
      }
    }
  }
  return {problems, stats};
}

function checkTables(text, {pageNode, reference: ref, report, stats, seen}) {
  const settings = ref.settings;
  const known = envNames(ref);
  const allFlags = [];
  walk(ref.cli, (c) => allFlags.push(...c.flags));
  for (const t of tables(text)) {
    const col = (re) => t.header.findIndex((h) => re.test(h.trim()));
    const cParam = col(/^parameter$/i);
    const cFlag = col(/^(cli flag|flag|option|global option)$/i);
    const cEnv = col(/^(environment variable|variable)$/i);
    const cDefault = col(/^default$/i);
    const cCommand = col(/^command$/i);
    if (cParam < 0 && cFlag < 0 && cEnv < 0) continue;
    // Scope: a Command column, else a subcommand named in backticks by the nearest heading, else the root.
    const heading = t.headings[t.headings.length - 1] ?? '';
    const headingCommand = codeSpans(heading).map((s) => s.split(/\s+/)).find((p) => findCommand(ref, p));
    for (const row of t.rows) {
      stats.tableRows++;
      const cell = (i) => (i >= 0 ? row.cells[i] ?? '' : '');
      const commandPath = cCommand >= 0 ? codeSpans(cell(cCommand))[0]?.split(/\s+/) : headingCommand;
      const scope = commandPath ? findCommand(ref, commandPath) : ref.cli;
      if (commandPath && !scope) {
        report(row.n, `${ref.node} has no subcommand \`${commandPath.join(' ')}\``);
        continue;
      }
      let scopeFlags;
      if (pageNode === 'mithril-client') scopeFlags = allFlags;
      else if (scope === ref.cli) scopeFlags = ref.cli.flags;
      else {
        scopeFlags = [...ref.cli.flags.filter((f) => f.global)];
        walk(scope, (c) => scopeFlags.push(...c.flags));
      }
      const where = scope === ref.cli ? ref.node : `${ref.node} ${commandPath.join(' ')}`;
      // flags
      const flagsInRow = codeSpans(cell(cFlag)).map((s) => s.split(/[\s,=<]/)[0]).filter((s) => /^-/.test(s));
      const rowFlags = [];
      for (const f of flagsInRow) {
        stats.tableFlags++;
        seen.add(`${row.n}:${f}`);
        const flag = scopeFlags.find((x) => x.long === f || x.short === f || x.aliases.includes(f));
        if (!flag) report(row.n, `\`${where}\` has no flag ${f}: it is a configuration setting, not a flag${suggest(f, scopeFlags.map((x) => (f.startsWith('--') ? x.long : x.short)).filter(Boolean))}`);
        else rowFlags.push(flag);
      }
      // parameter
      const param = codeSpans(cell(cParam))[0];
      let subject = null;
      if (param) {
        const setting = settings.find((s) => s.name === param);
        const arg = scopeFlags.find((f) => f.id === param) ?? allFlags.find((f) => f.id === param);
        let positional = null;
        walk(ref.cli, (c) => c.positionals.forEach((p) => p.id === param && (positional = p)));
        subject = setting ?? arg ?? positional;
        if (!subject) report(row.n, `${ref.node} has no setting or argument \`${param}\`${suggest(param, [...settings.map((s) => s.name), ...allFlags.map((f) => f.id)])}`);
      }
      // environment variables
      const envs = codeSpans(cell(cEnv)).filter((s) => /^[A-Z][A-Z0-9_]*$/.test(s));
      for (const e of envs) {
        stats.tableEnvVars++;
        if (!known.has(e) && !(pageNode === 'mithril-client' && e in HELPER_VARIABLES)) {
          report(row.n, `${ref.node} does not read the environment variable ${e}${suggest(e, [...known])}`);
          continue;
        }
        if (subject) {
          const own = new Set([...(subject.env ? [].concat(subject.env) : []), ...rowFlags.map((f) => f.env).filter(Boolean)]);
          const flagOfSubject = allFlags.find((f) => f.id === subject.name || f.id === subject.id);
          if (flagOfSubject?.env) own.add(flagOfSubject.env);
          if (!own.has(e)) report(row.n, `${e} does not feed \`${param}\` in ${ref.node} (it reads ${[...own].join(', ') || 'no variable'} for it)`);
        }
      }
      if (!subject && !param && envs.length === 1 && cParam < 0 && cFlag < 0) subject = byEnv(ref, envs[0]);
      if (!subject && !param && rowFlags.length) subject = rowFlags[0];
      // default
      if (cDefault >= 0 && subject) {
        const written = codeSpans(cell(cDefault));
        const expected = subject.default ?? null;
        if (written.length) {
          stats.defaults++;
          if (normaliseValue(written[0]) !== normaliseValue(expected)) {
            report(row.n, `default of \`${param ?? subject.name ?? subject.id}\` written as \`${written[0]}\`, the code's default is ${expected === null ? 'none (the value must be set)' : `\`${expected}\``}`);
          }
        } else if (isNone(cell(cDefault)) && expected !== null && expected !== false && stripCode(cell(cDefault)) !== '') {
          stats.defaults++;
          report(row.n, `default of \`${param ?? subject.name ?? subject.id}\` written as none, the code's default is \`${expected}\``);
        }
      }
    }
  }
}

/**
 * Inline code outside code blocks on a node page that starts with a flag (`--json`, `-j`, `-vvv`,
 * `--backend v1`) must name a flag some command of that node has, except inside an admonition whose title
 * mentions flags (counter-examples) and the FOREIGN_FLAGS of the page (other programs' options).
 */
function checkInlineFlags(text, {ref, report, stats, foreign, seen}) {
  const flags = [];
  walk(ref.cli, (c) => flags.push(...c.flags));
  let inFence = false;
  let inFlagNote = false;
  text.split('\n').forEach((line, i) => {
    if (/^\s*(`{3,}|~{3,})/.test(line)) inFence = !inFence;
    if (inFence) return;
    // An admonition whose title speaks of flags (`:::note[Settings are not flags]`) explains the
    // difference and may name options that do not exist, as counter-examples.
    if (/^\s*:::\w+\[[^\]]*\bflags?\b/i.test(line)) inFlagNote = true;
    else if (/^\s*:::\s*$/.test(line)) inFlagNote = false;
    if (inFlagNote) return;
    for (const span of codeSpans(line)) {
      const first = span.split(/[\s=]/)[0];
      if (first in foreign || seen.has(`${i + 1}:${first}`)) continue;
      if (/^--[a-z][a-z0-9-]*$/.test(first)) {
        stats.inlineFlags++;
        const named = flags.filter((f) => f.long === first || f.aliases.includes(first));
        if (!named.length) report(i + 1, `no \`${ref.node}\` command has a flag ${first}${suggest(first, flags.map((f) => f.long))}`);
        // `--backend v1`: the value must be one that some command with that flag accepts
        const value = span.split(/[\s=]+/)[1];
        const values = named.every((f) => f.values) ? [...new Set(named.flatMap((f) => f.values))] : null;
        if (values && value && !isPlaceholder(value) && !values.includes(value))
          report(i + 1, `no \`${ref.node}\` command takes ${first} ${value} (values: ${values.join(', ')})${suggest(value, values)}`);
      } else if (/^-[A-Za-z]+$/.test(first)) {
        stats.inlineFlags++;
        const chars = [...first.slice(1)];
        const bad = chars.find((ch) => !flags.some((f) => f.short === `-${ch}`));
        if (bad) report(i + 1, `no \`${ref.node}\` command has a short flag -${bad} (short flags: ${[...new Set(flags.filter((f) => f.short).map((f) => `${f.short} ${f.long}`))].join(', ')})`);
      }
    }
  });
}

/** Settings of the reference missing from every table of a node page (feature-gated ones excepted). */
export function undocumentedSettings(text, ref, except = []) {
  const names = new Set();
  for (const t of tables(text)) for (const r of t.rows) for (const c of r.cells) codeSpans(c).forEach((s) => names.add(s));
  return ref.settings
    .filter((s) => !except.includes(s.name))
    .filter((s) => !names.has(s.name) && !s.env.some((e) => names.has(e)) && ![...names].some((n) => n.startsWith(`${s.name}.`)))
    .map((s) => s.name);
}
