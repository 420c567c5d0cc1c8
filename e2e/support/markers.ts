/**
 * Strings that identify a library's code in a built script. Property names survive minification,
 * so each marker is a name only that library's code uses; e2e/budgets.spec.ts checks that every
 * marker is still found in build/ (a marker that no longer matches anything would let the tests
 * that look for its library pass without checking anything).
 */
export const MARKERS = {
  /** Redoc (the API reference). */
  redoc: 'redoc-wrap',
  /** prism-react-renderer with the theme's line renderer: the code-block highlighter. */
  prism: 'getTokenProps',
  /** prismjs, the separate copy of Prism inside Redoc's bundle. */
  prismjs: 'disableWorkerMessageHandler',
} as const;
