import {describe, expect, it} from 'vitest';
import {earlyShortcutScript} from '../../config/earlyShortcut';

interface Key {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  shiftKey?: boolean;
}

/** Runs the inline script against a stand-in document; returns a function pressing a key. */
function load(keymap: string, platform: string, hydrated = () => false) {
  let listener: ((e: unknown) => void) | undefined;
  const box = {focused: 0, selected: 0, focus() {
    this.focused++;
  }, select() {
    this.selected++;
  }};
  const document = {
    documentElement: {getAttribute: (name: string) => (name === 'data-has-hydrated' && hydrated() ? 'true' : null)},
    addEventListener: (_type: string, fn: (e: unknown) => void) => (listener = fn),
    removeEventListener: () => (listener = undefined),
    querySelector: (selector: string) => (selector === '.navbar__search-input' ? box : null),
  };
  const navigator = {userAgent: platform, userAgentData: {platform}};
  new Function('document', 'navigator', earlyShortcutScript(keymap))(document, navigator);
  const press = (k: Key) => {
    let prevented = false;
    listener?.({ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...k, preventDefault: () => (prevented = true)});
    return prevented;
  };
  return {press, box, listening: () => listener !== undefined};
}

describe('earlyShortcutScript', () => {
  it('focuses and selects the search box on Ctrl+K elsewhere than macOS', () => {
    const {press, box} = load('mod+k', 'Linux');
    expect(press({key: 'k', ctrlKey: true})).toBe(true);
    expect(box.focused).toBe(1);
    expect(box.selected).toBe(1);
  });
  it('uses ⌘ on macOS, and leaves Ctrl+K to the browser there', () => {
    const {press, box} = load('mod+k', 'macOS');
    expect(press({key: 'k', ctrlKey: true})).toBe(false);
    expect(press({key: 'K', metaKey: true})).toBe(true);
    expect(box.focused).toBe(1);
  });
  it('ignores other keys and extra modifiers', () => {
    const {press, box} = load('mod+k', 'Windows');
    expect(press({key: 'j', ctrlKey: true})).toBe(false);
    expect(press({key: 'k', ctrlKey: true, shiftKey: true})).toBe(false);
    expect(press({key: 'k'})).toBe(false);
    expect(box.focused).toBe(0);
  });
  it('stands aside once the app has hydrated (the search box handles the shortcut itself)', () => {
    let hydrated = false;
    const {press, box, listening} = load('mod+k', 'Linux', () => hydrated);
    hydrated = true;
    expect(press({key: 'k', ctrlKey: true})).toBe(false);
    expect(box.focused).toBe(0);
    expect(listening()).toBe(false);
  });
  it('follows the configured keymap and rejects one without a key', () => {
    const {press} = load('ctrl+shift+f', 'macOS');
    expect(press({key: 'f', ctrlKey: true, shiftKey: true})).toBe(true);
    expect(() => earlyShortcutScript('mod+shift')).toThrow(/names no key/);
  });
});
