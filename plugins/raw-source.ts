import type {Plugin} from '@docusaurus/types';

/**
 * Lets client code import a file's text with `?raw` (an `asset/source` module), identically in the
 * server and browser bundles. Used by src/theme/prism-include-languages.ts.
 */
export default function rawSourcePlugin(): Plugin {
  return {
    name: 'raw-source',
    configureWebpack() {
      return {module: {rules: [{resourceQuery: /raw/, type: 'asset/source'}]}};
    },
  };
}
