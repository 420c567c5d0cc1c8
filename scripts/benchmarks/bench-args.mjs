// Command-line options and the measured pages, shared by the benchmark scripts
// (bench-lighthouse.mjs, trace-main-thread.mjs, ab-overrides.mjs).
import {API_ROUTE, BASE_URL} from '../../shared/site.mjs';

/**
 * Reads `--name value` options. `many('dir')` gives every value of a repeated option,
 * `option('runs', 3)` the first value or the fallback, `flag('lighthouse')` whether a bare flag is there.
 * @param {string[]} [argv]
 */
export function cliArgs(argv = process.argv.slice(2)) {
  const many = (name) => argv.flatMap((a, i) => (argv[i - 1] === `--${name}` ? [a] : []));
  const option = (name, fallback) => many(name)[0] ?? fallback;
  const flag = (name) => argv.includes(`--${name}`);
  return {many, option, flag};
}

/**
 * The builds to measure, in order: each `--dir` with the `--paths` given after it (before the next
 * `--dir`), which names the mapping from our page paths to that build's (a key of page-paths.json,
 * e.g. `reference`, or a JSON file). Without --dir: build/, with a --paths given alone.
 * @param {string[]} [argv]
 * @returns {{dir: string, paths: string | null}[]}
 */
export function buildArgs(argv = process.argv.slice(2), fallback = 'build') {
  const builds = [];
  let loosePaths = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--dir' && i + 1 < argv.length) builds.push({dir: argv[++i], paths: null});
    else if (argv[i] === '--paths' && i + 1 < argv.length) {
      if (builds.length) builds[builds.length - 1].paths = argv[++i];
      else loosePaths = argv[++i];
    }
  }
  if (loosePaths && builds.length) throw new Error(`--paths ${loosePaths} comes before every --dir: it applies to the --dir before it`);
  return builds.length ? builds : [{dir: fallback, paths: loosePaths}];
}

/** The pages every benchmark measures: [label, path] (our paths; other builds may map them, page-paths.json). */
export const ALL_PAGES = [
  ['landing', '/doc/'],
  ['long manual page', '/doc/manual/operate/run-signer-node'],
  ['protocol (maths)', '/doc/mithril/advanced/mithril-protocol/protocol'],
  ['API reference', `${BASE_URL}${API_ROUTE}`],
  ['blog list', '/doc/dev-blog'],
  ['ADR', '/doc/adr/1'],
];

/**
 * The pages whose label or path contains one of the `--only` texts (every page when none is
 * given); `--only` may be repeated. Exits with a message naming the script and the text when a
 * text matches no page, so that no filter is dropped without a word.
 * @param {string | string[]} only
 * @param {string} script
 */
export function pagesMatching(only, script) {
  const filters = [only].flat().filter((text) => text !== '');
  if (!filters.length) return ALL_PAGES;
  const matches = (text, [label, path]) => label.includes(text) || path.includes(text);
  const unmatched = filters.filter((text) => !ALL_PAGES.some((page) => matches(text, page)));
  if (unmatched.length) {
    console.error(`${script}: no page matches --only ${unmatched.join(', --only ')}. Pages: ${ALL_PAGES.map(([label]) => label).join(', ')}`);
    process.exit(1);
  }
  return ALL_PAGES.filter((page) => filters.some((text) => matches(text, page)));
}
