/**
 * Highlighted code-block content, server build: Prism is loaded up front, so prerendered pages
 * carry the highlighted markup. The browser build uses `./highlighted.client` instead (module
 * replaced by overrides/docusaurus).
 */
export {default} from './prism';
