/**
 * What the shell's bundle (./index.ts, bundled apart from the app) takes from
 * `@docusaurus/theme-common`: only `createStorageSlot`, which the article's tabs use
 * (src/components/StaticArticle/behaviour.ts). The package itself brings React with it.
 *
 * Same keys and the same reads and writes as the theme's (theme-common's `lib/utils/storageUtils.js`;
 * `SITE_STORAGE` is the site's `storage` setting, defined when the bundle is built), so a choice made
 * before the app starts is the one the app finds. The shell's build fails if that file changes
 * (overrides/manifest.json, entry `deferred-app`).
 */
declare const SITE_STORAGE: {type: 'localStorage' | 'sessionStorage' | 'none'; namespace: string};

export interface StorageSlot {
  get(): string | null;
  set(value: string): void;
}

let warned = false;

function browserStorage(): Storage | null {
  if (SITE_STORAGE.type === 'none') return null;
  try {
    return window[SITE_STORAGE.type];
  } catch (error) {
    if (!warned) {
      console.warn('Docusaurus browser storage is not available.', error);
      warned = true;
    }
    return null;
  }
}

export function createStorageSlot(keyInput: string): StorageSlot {
  const key = `${keyInput}${SITE_STORAGE.namespace}`;
  const storage = browserStorage();
  if (!storage) return {get: () => null, set: () => {}};
  return {
    get() {
      try {
        return storage.getItem(key);
      } catch (error) {
        console.error(`Docusaurus storage error, can't get key=${key}`, error);
        return null;
      }
    },
    set(value) {
      try {
        const oldValue = storage.getItem(key);
        storage.setItem(key, value);
        if (oldValue === value) return;
        // The theme tells the page's own listeners too (the browser only tells other windows).
        window.dispatchEvent(new StorageEvent('storage', {key, oldValue, newValue: value, url: window.location.href, storageArea: storage}));
      } catch (error) {
        console.error(`Docusaurus storage error, can't set ${key}=${value}`, error);
      }
    },
  };
}
