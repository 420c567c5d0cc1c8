import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gunzipSync, gzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {vocabularyOf, writeVocabulary} from '../../overrides/pagefind/vocabulary.mjs';

const fragment = (json: unknown) => gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(JSON.stringify(json))]));

describe('the vocabulary of a Pagefind index', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vocabulary-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));
  const files = new Map([
    ['fragment/en_1.pf_fragment', fragment({url: '/a', content: 'Run a signer. The signer signs with its KES key.', meta: {title: 'Run a signer'}})],
    ['fragment/en_2.pf_fragment', fragment({url: '/b', content: 'Cardano-transaction proofs; the signer.', meta: {title: 'Proofs'}})],
    ['pagefind-entry.json', Buffer.from('{}')],
  ]);

  it('lists the words of every page by their first two characters, the most widespread first', () => {
    const vocabulary = vocabularyOf(files, dir);
    expect(vocabulary.si).toEqual(['signer', 'signs']);
    expect(vocabulary.ca).toEqual(['cardano', 'cardanotransaction']);
    expect(vocabulary.a).toEqual(['a']);
    expect(vocabulary.ke).toEqual(['kes', 'key']);
  });

  it('writes one gzipped file per key and the list of keys', () => {
    writeVocabulary(dir, vocabularyOf(files, dir));
    expect(JSON.parse(readFileSync(join(dir, 'terms', 'keys.json'), 'utf8'))).toContain('si');
    expect(JSON.parse(gunzipSync(readFileSync(join(dir, 'terms', 'si.json.gz'))).toString('utf8'))).toEqual(['signer', 'signs']);
  });

  it('fails, naming the file, when a fragment is not in the format it reads', () => {
    expect(() => vocabularyOf(new Map([['fragment/en_3.pf_fragment', gzipSync(Buffer.from('{}'))]]), dir)).toThrow(/en_3\.pf_fragment: no pagefind_dcd signature/);
    expect(() => vocabularyOf(new Map([['pagefind-entry.json', Buffer.from('{}')]]), dir)).toThrow(/no fragments/);
  });
});
