/**
 * The names of the files Pagefind's script fetches from a bundle folder, as its pagefind.js builds
 * them. None is documented: they are what the search box relies on to preload a search
 * (src/search/preload.ts), declared in overrides/manifest.json as `pagefind-entry-tag` (entry file
 * and WebAssembly) and `pagefind-chunk-ranges` (index chunks and metadata). If Pagefind renames
 * them, e2e/search.spec.ts fails: a file fetched twice, or no WebAssembly preloaded.
 */

/** The entry file, with the `?ts=` tag Pagefind is given as `metaCacheTag` (engine.ts). */
export function entryFileUrl(bundle: string, tag: string): string {
  return `${bundle}pagefind-entry.json?ts=${tag}`;
}

/** The WebAssembly of a language. */
export function wasmFileUrl(bundle: string, language: string): string {
  return `${bundle}wasm.${language}.pagefind`;
}

/** An index chunk, by the hash its word range names (src/search/chunks.ts). */
export function chunkFileUrl(bundle: string, hash: string): string {
  return `${bundle}index/${hash}.pf_index`;
}

/** Whether a fetched URL is a WebAssembly file or the index's metadata. */
export const isWasmFile = (url: string): boolean => /\/wasm\.[\w-]+\.pagefind$/.test(url);
export const isMetaFile = (url: string): boolean => /\.pf_meta(\?|$)/.test(url);
