/**
 * Wrapper: registers `prism.additionalLanguages` on prism-react-renderer's Prism when the first
 * code block's code is loaded, instead of in main.js on every page (plugins/lean-main).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';

prismIncludeLanguages(Prism);

export default CodeBlock;
