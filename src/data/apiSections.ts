/**
 * Top-level sections of the API reference (introduction parts, tags, operations, schemas), which
 * src/theme/Redoc reveals gradually. The same selector, with `:not([data-rendered])`, is in
 * overrides/redoc/redoc.css.
 */
export const API_SECTIONS = '.redocusaurus .api-content [data-section-id]:not([data-section-id] [data-section-id])';
