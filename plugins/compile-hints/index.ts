/**
 * Local Docusaurus plugin: V8's explicit compile hint on the two scripts every page runs at load,
 * and on Redoc's chunk.
 *
 * V8 compiles a function the first time it is called ("lazily"), on the main thread, unless it
 * knows the function will run at once. The scripts a page loads are downloaded and parsed on a
 * background thread (script streaming), but their functions were compiled only when hydration
 * first called them: React DOM, the router and Docusaurus' client, about a third of a page's
 * script time, in the main thread's longest task. The magic comment `//# allFunctionsCalledOnLoad`
 * as the file's first line tells V8 (Chromium 136 and later) to compile every function of the file
 * eagerly, on the streaming thread, while the file downloads. Other browsers read a comment.
 *
 * `runtime~main` and `main` get it: nearly all their code runs while a page hydrates (the React
 * renderer, the router, the app's shell). So does the chunk holding Redoc's bundle (the module the
 * package's `browser` field names, found in the bundler's chunk graph): the API reference runs most
 * of it when Redoc starts, where the hint took about 12 % off the main thread's time (1,505 ->
 * 1,325 ms at 4x, medians of 6 alternated starts, measured when Redoc started at the reader's first
 * interaction; a served API page now loads no Redoc, which starts only where the browser renders
 * the reference, after client-side navigation). A route's chunks run only part of their code (a
 * page's MDX is not rendered, its article is kept as served): compiling all of it would be work
 * done for nothing.
 *
 * The line is added after minification (which drops comments) and before the content hashes are
 * computed, so that a file's name still follows its content; a source map, when one is made,
 * accounts for the extra line. Checked by e2e/budgets.spec.ts on the build and
 * tests/unit/compile-hints.test.ts.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a client asset is the runtime or main script (hinted by name). */
export function wantsCompileHint(file: string): boolean {
  return /^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(file);
}

/** Redoc's browser bundle, the file its package.json names in `browser`. */
const REDOC_BUNDLE = /[\\/]redoc[\\/]bundles[\\/]redoc\.browser\.lib\.js$/;

/** Whether a module of the build, by its resource path, is Redoc's browser bundle. */
export function isRedocBundle(resource: string | undefined): boolean {
  return typeof resource === 'string' && REDOC_BUNDLE.test(resource);
}

/** The script files of the chunks holding Redoc's bundle. */
function redocScripts(compilation: Compiler['webpack']['Compilation']['prototype']): Set<string> {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isRedocBundle(module.nameForCondition() ?? undefined)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
  }
  return files;
}

const NAME = 'compile-hints';

/** The bundler plugin (webpack or Rspack: both give `compiler.webpack`). */
export function compileHintsBundlerPlugin(): {apply(compiler: Compiler): void} {
  return {
    apply(compiler) {
      const {Compilation, sources} = compiler.webpack;
      compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
        // Just after the minifier (stage OPTIMIZE_SIZE), before source maps and the real content hash.
        compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1}, (assets) => {
          let hinted = 0;
          let redoc = 0;
          const redocFiles = redocScripts(compilation);
          for (const file of Object.keys(assets)) {
            const byName = wantsCompileHint(file);
            const isRedoc = redocFiles.has(file);
            if (!byName && !isRedoc) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            if (byName) hinted += 1;
            else redoc += 1;
          }
          if (hinted !== 2 || redoc !== 1) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(`[${NAME}] expected the runtime~main and main scripts and one chunk holding Redoc among the assets, found ${hinted} and ${redoc} (plugins/compile-hints)`),
            );
          }
        });
      });
    },
  };
}

export default function compileHints(): Plugin {
  return {
    name: NAME,
    configureWebpack(config, isServer) {
      // Production client builds only (the development server's files have no hash in their names).
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [compileHintsBundlerPlugin()]};
    },
  };
}
