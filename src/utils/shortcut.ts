/** A keyboard shortcut such as `mod+k` (`mod` is ⌘ on macOS and Ctrl elsewhere). */
export interface Shortcut {
  key: string;
  ctrl: boolean;
  alt: boolean;
  shift: boolean;
  meta: boolean;
}

/** Whether a user agent string or client-hint platform names macOS. */
export function isMacPlatform(platform: string | undefined): boolean {
  return /mac/i.test(platform ?? '');
}

export function parseShortcut(keymap: string, isMac: boolean): Shortcut {
  const shortcut: Shortcut = {key: '', ctrl: false, alt: false, shift: false, meta: false};
  for (const part of keymap.toLowerCase().split('+').map((p) => p.trim())) {
    if (part === 'ctrl') shortcut.ctrl = true;
    else if (part === 'cmd' || part === 'meta') shortcut.meta = true;
    else if (part === 'mod') shortcut[isMac ? 'meta' : 'ctrl'] = true;
    else if (part === 'alt') shortcut.alt = true;
    else if (part === 'shift') shortcut.shift = true;
    else shortcut.key = part;
  }
  if (!shortcut.key) throw new Error(`The shortcut "${keymap}" names no key`);
  return shortcut;
}

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>;

export function matchesShortcut(event: KeyLike, s: Shortcut): boolean {
  return (
    !!event.key &&
    event.key.toLowerCase() === s.key &&
    event.ctrlKey === s.ctrl &&
    event.altKey === s.alt &&
    event.shiftKey === s.shift &&
    event.metaKey === s.meta
  );
}

/** The key caps to show for a shortcut, e.g. ['ctrl', 'K'] or ['⌘', 'K']. */
export function shortcutHints(s: Shortcut, isMac: boolean): string[] {
  const hints: string[] = [];
  if (s.ctrl) hints.push(isMac ? '⌃' : 'ctrl');
  if (s.meta) hints.push(isMac ? '⌘' : 'meta');
  if (s.alt) hints.push(isMac ? '⌥' : 'alt');
  if (s.shift) hints.push(isMac ? '⇧' : 'shift');
  hints.push(s.key.length === 1 ? s.key.toUpperCase() : s.key);
  return hints;
}
