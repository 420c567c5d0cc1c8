import {describe, expect, it} from 'vitest';
import {isMacPlatform, matchesShortcut, parseShortcut, shortcutHints} from './shortcut';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  ...mods,
});

describe('keyboard shortcut of the search box', () => {
  it('reads mod as Ctrl outside macOS and as ⌘ on macOS', () => {
    const pc = parseShortcut('mod+k', false);
    expect(matchesShortcut(press('k', {ctrlKey: true}), pc)).toBe(true);
    expect(matchesShortcut(press('K', {ctrlKey: true}), pc)).toBe(true);
    expect(matchesShortcut(press('k', {metaKey: true}), pc)).toBe(false);
    expect(matchesShortcut(press('k'), pc)).toBe(false);
    expect(matchesShortcut(press('k', {ctrlKey: true, shiftKey: true}), pc)).toBe(false);
    const mac = parseShortcut('mod+k', true);
    expect(matchesShortcut(press('k', {metaKey: true}), mac)).toBe(true);
    expect(matchesShortcut(press('k', {ctrlKey: true}), mac)).toBe(false);
  });

  it('shows the key caps of the platform', () => {
    expect(shortcutHints(parseShortcut('mod+k', false), false)).toEqual(['ctrl', 'K']);
    expect(shortcutHints(parseShortcut('mod+k', true), true)).toEqual(['⌘', 'K']);
    expect(shortcutHints(parseShortcut('ctrl+shift+f', false), false)).toEqual(['ctrl', 'shift', 'F']);
  });

  it('rejects a shortcut without a key', () => {
    expect(() => parseShortcut('ctrl+shift', false)).toThrow('names no key');
  });

  it('recognises macOS platforms', () => {
    expect(isMacPlatform('macOS')).toBe(true);
    expect(isMacPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)')).toBe(true);
    expect(isMacPlatform('Linux x86_64')).toBe(false);
    expect(isMacPlatform(undefined)).toBe(false);
  });
});
