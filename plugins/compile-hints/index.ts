/**
 * Local Docusaurus plugin: V8's explicit compile hint on the two scripts every page runs at load.
 *
 * V8 compiles a function the first time it is called ("lazily"), on the main thread, unless it
 * knows the function will run at once. The scripts a page loads are downloaded and parsed on a
 * background thread (script streaming), but their functions were compiled only when hydration
 * first called them: React DOM, the router and Docusaurus' client, about a third of a page's
 * script time, in the main thread's longest task. The magic comment `//# allFunctionsCalledOnLoad`
 * as the file's first line tells V8 (Chromium 136 and later) to compile every function of the file
 * eagerly, on the streaming thread, while the file downloads. Other browsers read a comment.
 *
 * Only `runtime~main` and `main` get it: nearly all their code runs while a page hydrates (the
 * React renderer, the router, the app's shell). A route's chunks, and Redoc's, run only part of
 * their code: compiling all of it would be work done for nothing.
 *
 * The line is added after minification (which drops comments) and before the content hashes are
 * computed, so that a file's name still follows its content; a source map, when one is made,
 * accounts for the extra line. Checked by e2e/budgets.spec.ts on the build and
 * tests/unit/compile-hints.test.ts.
 */
import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {addCacheDependencies} from '../../overrides/bundler-cache';

/** V8's explicit compile hint for a whole file (https://v8.dev/blog/explicit-compile-hints). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Whether a client asset is one of the scripts that get the hint: the runtime and main chunks. */
export function wantsCompileHint(file: string): boolean {
  return /^assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(file);
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
          for (const file of Object.keys(assets)) {
            if (!wantsCompileHint(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            hinted += 1;
          }
          if (hinted !== 2) {
            compilation.errors.push(new compiler.webpack.WebpackError(`[${NAME}] expected the runtime~main and main scripts among the assets, found ${hinted} (plugins/compile-hints)`));
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
      if (isServer) return {};
      // A change to this file must evict the bundler's persistent cache.
      addCacheDependencies(config, NAME, [__filename]);
      return {plugins: [compileHintsBundlerPlugin()]};
    },
  };
}
