/**
 * The styled-components that Redoc uses (docusaurus-theme-redoc's own copy), under the alias
 * overrides/redoc/index.ts gives it in the browser build: the part ClientStyles.tsx reads.
 */
declare module 'redoc-styled-components' {
  export const __PRIVATE__: {mainSheet: {registerName(id: string, name: string): void}};
}
