import type {Prism as PrismInstance} from 'prism-react-renderer';

type PrismObject = typeof PrismInstance;
import bash from 'prismjs/components/prism-bash.js?raw';
import powershell from 'prismjs/components/prism-powershell.js?raw';
import rust from 'prismjs/components/prism-rust.js?raw';
import toml from 'prismjs/components/prism-toml.js?raw';

/** Grammar sources of `themeConfig.prism.additionalLanguages`, as text. */
const grammars: Record<string, string> = {bash, powershell, rust, toml};

/**
 * Replaces the stock loader of `prism.additionalLanguages`. The stock one registers a grammar by
 * requiring `prismjs/components/prism-<lang>` while our Prism instance sits on `globalThis.Prism`;
 * in the server bundle Redoc has already required some of those modules for its own Prism, so the
 * require is a cache hit that registers nothing. The server then rendered bash as plain text while
 * the browser highlighted it, and React reported a hydration mismatch (#418) for every such code
 * block. Running each grammar's source against our instance gives the same result on both sides
 * (rust ships with prism-react-renderer and is kept as is).
 */
export default function prismIncludeLanguages(Prism: PrismObject): void {
  for (const [lang, source] of Object.entries(grammars)) {
    if (!Prism.languages[lang]) {
      // eslint-disable-next-line no-new-func
      new Function('Prism', source)(Prism);
    }
  }
}
