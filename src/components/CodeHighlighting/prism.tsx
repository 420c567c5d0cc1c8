/**
 * The classic theme's highlighted code-block content, with Prism set up: registers
 * `prism.additionalLanguages` (toml, bash, powershell) on prism-react-renderer's Prism when this
 * module is first evaluated. overrides/docusaurus removes the theme's client module that did it in
 * main.js on every page; in the browser this module is its own chunk, loaded by
 * `./highlighted.client` when a code block is rendered outside hydration.
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import StockContent from '@theme-original/CodeBlock/Content';

prismIncludeLanguages(Prism);

export default StockContent;
