import type {ReactNode} from 'react';

/**
 * Browser replacement of docusaurus-theme-redoc's `theme/Redoc/Styles.jsx` (its server build
 * uses `ServerStyles.js`, which prerenders Redoc's styled-components CSS as <style> elements
 * inside `div.redocusaurus-styles`).
 *
 * The stock browser version renders that div empty, so hydration finds two unexpected <style>
 * children, throws React error #418 and re-renders the whole page on the client. Rendering the
 * div with `dangerouslySetInnerHTML` tells React not to hydrate its children: the prerendered
 * CSS stays in place (the page keeps its look while Redoc mounts) and hydration succeeds.
 * `suppressHydrationWarning` silences the development-only "innerHTML did not match" warning,
 * which is expected here.
 */
export function ServerStyles(): ReactNode {
  return <div className="redocusaurus-styles" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
}
