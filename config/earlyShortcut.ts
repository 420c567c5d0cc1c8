/**
 * The search shortcut (Ctrl+K, ⌘+K on macOS) works from the moment the page is shown, not only
 * once the app has hydrated: an inline script in every page's head (`headTags` of
 * docusaurus.config.ts) focuses the prerendered search box for a press made before the search
 * box's own handler is installed
 * (src/theme/SearchBar, which then takes over: the script stands aside once `<html>` carries
 * `data-has-hydrated`). Without it, a press in that window (seconds on a slow phone) went to the
 * browser's own Ctrl+K.
 */
import {search} from '../shared/search';

/** The inline script for a keymap such as `mod+k` (`mod`: ⌘ on macOS, Ctrl elsewhere). */
export function earlyShortcutScript(keymap: string = search.shortcut): string {
  const parts = keymap.toLowerCase().split('+').map((part) => part.trim());
  const key = parts.find((part) => !['mod', 'ctrl', 'cmd', 'meta', 'alt', 'shift'].includes(part));
  if (!key) throw new Error(`config/earlyShortcut.ts: the shortcut "${keymap}" names no key`);
  const has = (name: string): boolean => parts.includes(name);
  // ctrl and meta wanted, as booleans of the platform (m: macOS).
  const ctrl = has('ctrl') ? 'true' : has('mod') ? '!m' : 'false';
  const meta = has('cmd') || has('meta') ? 'true' : has('mod') ? 'm' : 'false';
  return (
    '(function(d){var n=navigator,m=/mac/i.test((n.userAgentData&&n.userAgentData.platform)||n.userAgent);' +
    'function k(e){if(d.documentElement.getAttribute("data-has-hydrated")==="true"){d.removeEventListener("keydown",k,true);return}' +
    `if(!e.key||e.key.toLowerCase()!==${JSON.stringify(key)}||e.ctrlKey!==${ctrl}||e.metaKey!==${meta}||e.altKey!==${has('alt')}||e.shiftKey!==${has('shift')})return;` +
    'var i=d.querySelector(".navbar__search-input");if(!i)return;e.preventDefault();i.focus();i.select()}' +
    'd.addEventListener("keydown",k,true)})(document)'
  );
}
