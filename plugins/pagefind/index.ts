/**
 * Local Docusaurus plugin: the site's search index. After the build, `indexer.mjs` (a plain Node
 * module, which scripts/benchmarks/bench-search.mjs runs too) indexes the prerendered pages with
 * Pagefind (its Node API and the indexer binary of the `pagefind` npm package) into one chunked
 * index per docs version, build/pagefind/ and build/next/pagefind/, next to Pagefind's browser
 * script, and writes beside it the page titles and words the search box reads (`pages.mjs`). The search box (src/theme/SearchBar) and the results page
 * (src/pages/search.tsx) load that script on first use.
 *
 * The indexer runs in a Node process of its own: Pagefind's Node API is an ES module only, and
 * Docusaurus loads this TypeScript plugin as CommonJS.
 */
import {execFile} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {search} from '../../shared/search';

const {recordFired} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');

/** Whether a private-format reader of overrides/pagefind wrote its part into an index folder (overrides/manifest.json). */
const titlesHaveChunks = (bundle: string): boolean => {
  const file = path.join(bundle, 'page-titles.json.gz');
  if (!existsSync(file)) return false;
  const {chunks} = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as {chunks?: unknown[]};
  return Array.isArray(chunks) && chunks.length > 0;
};
const READERS: Record<string, (bundle: string) => boolean> = {
  // The chunks' word ranges go into the page titles' file.
  'pagefind-chunk-ranges': titlesHaveChunks,
};

export interface PagefindPluginOptions {
  /** Absolute path of openapi.yaml (the API reference's operations are indexed from it). */
  spec: string;
  /** Route of the API reference, relative to the base URL (e.g. `aggregator-api/`). */
  apiRoute: string;
  /** The Next API reference (openapi-next.yaml), indexed into the Next index instead of the Current one. */
  nextSpec?: string;
  nextApiRoute?: string;
}

interface IndexerResult {
  counts: {current: number; next: number};
  seconds: number;
}

function runIndexer(options: object): Promise<IndexerResult> {
  const script = path.join(__dirname, 'indexer.mjs');
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, JSON.stringify(options)], {maxBuffer: 16 * 1024 * 1024}, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`[pagefind] indexing failed (${script}):\n${stderr || error.message}`));
        return;
      }
      resolve(JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as IndexerResult);
    });
  });
}

export default function pagefindPlugin(context: LoadContext, options: PagefindPluginOptions): Plugin {
  return {
    name: 'pagefind',
    async postBuild({outDir}) {
      const {counts, seconds} = await runIndexer({
        outDir,
        baseUrl: context.baseUrl,
        spec: options.spec,
        apiRoute: `${context.baseUrl}${options.apiRoute.replace(/^\//, '')}`,
        ...(options.nextSpec && options.nextApiRoute
          ? {nextSpec: options.nextSpec, nextApiRoute: `${context.baseUrl}${options.nextApiRoute.replace(/^\//, '')}`}
          : {}),
        unlistedDocs: search.unlistedDocs,
        nextPath: search.nextPath,
        bundleDir: search.bundleDir,
      });
      // Reported to npm run check:overrides: each reader wrote its file into both indexes.
      const bundles = [path.join(outDir, search.bundleDir), path.join(outDir, search.nextPath, search.bundleDir)];
      const fired = Object.entries(READERS)
        .filter(([, wrote]) => bundles.every(wrote))
        .map(([id]) => id);
      recordFired(context.siteDir, fired, 'postBuild');
      console.log(`[pagefind] search indexes: ${counts.current} pages (Current), ${counts.next} pages (Next), in ${seconds.toFixed(1)} s`);
    },
  };
}
