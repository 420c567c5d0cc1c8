/**
 * The panel's styles, added to the document with the panel's code (a stylesheet module would be
 * merged into the site's CSS, which every page loads).
 */
export const PANEL_CSS = `.try-it-panel pre,
.try-it-panel pre code {
  white-space: pre-wrap;
  word-break: break-all;
}
.try-it-panel {
  margin-top: 0.75rem;
  font-size: 14px;
}
.try-it-row {
  min-width: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.2rem;
  margin-bottom: 0.6rem;
}
.try-it-row label {
  font-weight: 600;
}
.try-it-row input,
.try-it-row select {
  font: inherit;
  padding: 0.3rem 0.4rem;
  border: 1px solid #6b7280;
  border-radius: 4px;
  width: 100%;
  min-width: 0;
  box-sizing: border-box;
}
.try-it-row input[aria-invalid='true'] {
  border-color: #b3261e;
}
.try-it-where {
  font-weight: 400;
  color: #4b5563;
}
.try-it-hint {
  margin: 0;
  color: #4b5563;
  font-size: 13px;
}
.try-it-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.4rem 0;
}
.try-it-primary,
.try-it-secondary {
  font: inherit;
  padding: 0.3rem 0.9rem;
  border-radius: 4px;
  border: 1px solid #1f5fae;
  cursor: pointer;
}
.try-it-primary {
  background: #1f5fae;
  color: #fff;
}
.try-it-secondary {
  background: #fff;
  color: #1f5fae;
}
.try-it-primary:disabled,
.try-it-secondary:disabled {
  opacity: 0.6;
  cursor: default;
}
.try-it-label {
  margin: 0.4rem 0 0.2rem;
}
.try-it-curl,
.try-it-body pre {
  white-space: pre-wrap;
  word-break: break-all;
  background: #f4f5f5;
  color: #1c1e21;
  padding: 0.5rem;
  border-radius: 4px;
  font-size: 13px;
  max-height: 28rem;
  overflow: auto;
}
.try-it-status {
  font-weight: 600;
  min-height: 1.4em;
}
.try-it-note {
  margin: 0 0 0.6rem;
}
.try-it-result {
  margin-top: 0.4rem;
}
.try-it-facts {
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.1rem 0.8rem;
  margin: 0 0 0.4rem;
}
.try-it-facts dd {
  margin: 0;
  word-break: break-all;
}
.try-it-ok {
  color: #1b6b2f;
  font-weight: 600;
}
.try-it-bad {
  color: #b3261e;
  font-weight: 600;
}`;

export const cls = {
  actions: 'try-it-actions',
  bad: 'try-it-bad',
  body: 'try-it-body',
  curl: 'try-it-curl',
  facts: 'try-it-facts',
  hint: 'try-it-hint',
  label: 'try-it-label',
  note: 'try-it-note',
  ok: 'try-it-ok',
  panel: 'try-it-panel',
  primary: 'try-it-primary',
  result: 'try-it-result',
  row: 'try-it-row',
  secondary: 'try-it-secondary',
  status: 'try-it-status',
  where: 'try-it-where',
} as const;

/** Adds the stylesheet once. */
export function addPanelStyles(doc: Document): void {
  if (doc.getElementById('try-it-panel-styles')) return;
  const style = doc.createElement('style');
  style.id = 'try-it-panel-styles';
  style.textContent = PANEL_CSS;
  doc.head.appendChild(style);
}
