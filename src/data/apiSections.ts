/** Top-level sections of the API reference (introduction parts, tags, operations, schemas). */
export const API_SECTIONS = '.redocusaurus .api-content [data-section-id]:not([data-section-id] [data-section-id])';
