import {useLayoutEffect, useRef, type ReactNode} from 'react';
import {__PRIVATE__} from 'redoc-styled-components';

/**
 * Browser replacement of docusaurus-theme-redoc's `theme/Redoc/Styles.jsx` (its server build
 * uses `ServerStyles.js`, which prerenders Redoc's styled-components CSS as a <style> inside
 * `div.redocusaurus-styles`, followed by the names of that CSS: `script.redoc-styled-names`,
 * written by redoc-css-loader.cjs).
 *
 * 1. Hydration: the stock browser version renders that div empty, so hydration finds unexpected
 *    children, throws React error #418 and re-renders the whole page on the client. Rendering the
 *    div with `dangerouslySetInnerHTML` tells React not to hydrate its children: the prerendered
 *    CSS stays in place (the page keeps its look while Redoc mounts) and hydration succeeds.
 *    `suppressHydrationWarning` silences the development-only "innerHTML did not match" warning,
 *    which is expected here.
 * 2. No second copy of the CSS (manifest entry redoc-styled-names): styled-components does not
 *    read this <style>, so, as Redoc hydrated, it generated every rule of the page again and
 *    inserted it in a <style> of its own, one `insertRule` at a time (about 310). Each insertion
 *    invalidated the style of the whole reference, and Redoc's start read layout in between: about
 *    4 s of style recalculation at 4x CPU on a phone. The names are registered in its sheet while
 *    this component renders, before any of Redoc's components (they are later siblings): it then
 *    finds each rule in the page and inserts only what the prerendered CSS lacks.
 *    When Redoc unmounts (the reader leaves the page), the <style> moves to the document's head,
 *    so that the names stay true for the next Redoc rendered in this document.
 */
type StyleSheet = {registerName(id: string, name: string): void};

/** Registers the names of the prerendered CSS in `sheet`; false if the page has none. */
export function registerServerNames(json: string | null | undefined, sheet: StyleSheet): boolean {
  if (!json) return false;
  const names = JSON.parse(json) as Record<string, string>;
  for (const [id, list] of Object.entries(names)) {
    for (const name of list.split(' ')) if (name) sheet.registerName(id, name);
  }
  return true;
}

const registered = new WeakSet<Element>();

function registerOnce(): void {
  if (typeof document === 'undefined') return;
  // In the page's reference, or in the head, where src/theme/Redoc moves it when a served reference is left.
  const script = document.querySelector('script.redoc-styled-names');
  if (!script || registered.has(script)) return;
  registered.add(script);
  registerServerNames(script.textContent, __PRIVATE__.mainSheet);
}

export function ServerStyles(): ReactNode {
  registerOnce();
  const div = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const box = div.current;
    return () => {
      const style = box?.querySelector(':scope > style');
      if (style) document.head.appendChild(style);
    };
  }, []);
  return <div ref={div} className="redocusaurus-styles" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
}
