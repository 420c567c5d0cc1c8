// The word ranges of a Pagefind index's chunks, read from its metadata file at build time, so that
// the browser can start downloading the chunks a query needs while Pagefind's WebAssembly is still
// on its way (src/search/preload.ts). Pagefind itself learns the ranges only once its WebAssembly
// has loaded and decoded the metadata: the chunk downloads then waited for it. The ranges are
// written into page-titles.json.gz (`chunks`, beside the pages of plugins/pagefind/pages.mjs),
// which the search box fetches at the same moment: one file, one request.
//
// The metadata file (pagefind.<language hash>.pf_meta, named in pagefind-entry.json) is gzip: the
// signature `pagefind_dcd`, then one CBOR value: an array whose items are Pagefind's version, the
// pages, the index chunks ([from word, to word, chunk hash] each), the filters and the
// sort orders. The reader below decodes the CBOR subset Pagefind writes and checks that shape,
// failing with a message naming the file if Pagefind changes it.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gunzipSync} from 'node:zlib';


/**
 * Decodes one CBOR data item (definite lengths: integers, byte and text strings, arrays, maps,
 * simple values).
 * @param {Buffer} bytes
 * @param {number} offset
 * @returns {[unknown, number]} the value and the offset after it
 */
export function decodeCbor(bytes, offset = 0) {
  const initial = bytes[offset];
  if (initial === undefined) throw new Error('CBOR: unexpected end of data');
  const major = initial >> 5;
  const info = initial & 0x1f;
  let pos = offset + 1;
  let arg;
  if (info < 24) arg = info;
  else if (info === 24) arg = bytes.readUInt8(pos++);
  else if (info === 25) (arg = bytes.readUInt16BE(pos)), (pos += 2);
  else if (info === 26) (arg = bytes.readUInt32BE(pos)), (pos += 4);
  else if (info === 27) (arg = Number(bytes.readBigUInt64BE(pos))), (pos += 8);
  else throw new Error(`CBOR: unsupported length encoding ${info} at byte ${offset}`);
  switch (major) {
    case 0:
      return [arg, pos];
    case 1:
      return [-1 - arg, pos];
    case 2:
      return [bytes.subarray(pos, pos + arg), pos + arg];
    case 3:
      return [bytes.toString('utf8', pos, pos + arg), pos + arg];
    case 4: {
      const items = [];
      for (let i = 0; i < arg; i++) {
        const [item, next] = decodeCbor(bytes, pos);
        items.push(item);
        pos = next;
      }
      return [items, pos];
    }
    case 5: {
      const map = new Map();
      for (let i = 0; i < arg; i++) {
        const [key, afterKey] = decodeCbor(bytes, pos);
        const [value, afterValue] = decodeCbor(bytes, afterKey);
        map.set(key, value);
        pos = afterValue;
      }
      return [map, pos];
    }
    case 7:
      if (arg === 20) return [false, pos];
      if (arg === 21) return [true, pos];
      if (arg === 22) return [null, pos];
      throw new Error(`CBOR: unsupported simple value ${arg} at byte ${offset}`);
    default:
      throw new Error(`CBOR: unsupported major type ${major} at byte ${offset}`);
  }
}

const SIGNATURE = 'pagefind_dcd';

/**
 * The content of a gzip file of Pagefind's (here, the metadata), after its `pagefind_dcd`
 * signature; null if it does not start with the signature.
 * @param {Buffer} gzipped
 * @returns {Buffer | null}
 */
function unpackPagefindFile(gzipped) {
  const data = gunzipSync(gzipped);
  return data.toString('latin1', 0, SIGNATURE.length) === SIGNATURE ? data.subarray(SIGNATURE.length) : null;
}

/**
 * The chunk ranges of an index, from its files.
 * @param {(name: string) => Buffer} readFile reads a file of the index by its path in the bundle
 * @param {string} where the bundle's folder, for error messages
 * @returns {{version: string, chunks: Array<[string, string, string]>}}
 */
export function chunkRangesOf(readFile, where) {
  const entryFile = join(where, 'pagefind-entry.json');
  let entry;
  try {
    entry = JSON.parse(readFile('pagefind-entry.json').toString('utf8'));
  } catch (error) {
    throw new Error(`[pagefind] ${entryFile}: cannot read Pagefind's entry file: ${error.message}`);
  }
  const languages = Object.values(entry.languages ?? {});
  if (languages.length !== 1) throw new Error(`[pagefind] ${entryFile}: expected one language, found ${languages.length}`);
  const metaName = `pagefind.${languages[0].hash}.pf_meta`;
  const metaFile = join(where, metaName);
  const fail = (what) => {
    throw new Error(`[pagefind] ${metaFile}: ${what}; Pagefind ${entry.version} changed its metadata format: update overrides/pagefind/chunk-ranges.mjs`);
  };
  const data = unpackPagefindFile(readFile(metaName));
  if (!data) fail('no pagefind_dcd signature');
  const [meta, end] = decodeCbor(data);
  if (end !== data.length) fail(`${data.length - end} bytes after the CBOR value`);
  if (!Array.isArray(meta) || meta[0] !== entry.version || !Array.isArray(meta[2])) fail('not [version, pages, chunks, ...]');
  const chunks = meta[2];
  const valid = chunks.every((c) => Array.isArray(c) && c.length === 3 && c.every((part) => typeof part === 'string'));
  if (chunks.length === 0 || !valid) fail('index chunks are not [from, to, hash] strings');
  for (const [, , hash] of chunks) if (!/^[a-z]+_[0-9a-f]+$/.test(hash)) fail(`unexpected chunk hash ${JSON.stringify(hash)}`);
  return {version: entry.version, chunks};
}

/** The chunk ranges of the index written in `bundleDir`. */
export function readChunkRanges(bundleDir) {
  return chunkRangesOf((name) => readFileSync(join(bundleDir, name)), bundleDir);
}
