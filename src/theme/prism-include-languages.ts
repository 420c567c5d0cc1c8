import type * as PrismNamespace from 'prismjs';
import prismIncludeLanguages from '@theme-original/prism-include-languages';

/**
 * Wraps the stock language loader. Redocusaurus provides `prismjs` to every module (webpack
 * ProvidePlugin), so the stock loader's `require('prismjs/components/prism-rust')` also evaluates
 * Prism's core while `window.Prism` is prism-react-renderer's instance. Unless that instance says
 * `manual`, Prism's core then re-highlights every code block on DOMContentLoaded, before React
 * hydrates, and every page with code logs a hydration mismatch (React #418).
 */
export default function prismIncludeLanguagesWrapper(PrismObject: typeof PrismNamespace): void {
  PrismObject.manual = true;
  prismIncludeLanguages(PrismObject);
}
