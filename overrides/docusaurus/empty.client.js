// Stands in for @docusaurus/theme-classic/lib/prism-include-languages in the browser bundle
// (see ./index.ts): Prism is set up by src/theme/CodeBlock instead.
export {};
