import {describe, expect, it} from 'vitest';
import {wordsOfMissingPath} from './words';

describe('wordsOfMissingPath (the not-found page search box)', () => {
  it.each([
    ['/doc/missing', 'missing'],
    ['/doc/next/missing', 'missing'],
    ['/doc/next/manual/operate/run-a-signer-node', 'run a signer node'],
    ['/doc/manual/getting_started.html', 'getting started'],
    ['/doc/manual/Getting-Started/', 'getting started'],
    ['/doc/glossary.md', 'glossary'],
    ['/doc/adr/11', '11'],
    ['/doc/caf%C3%A9-d%C3%A9j%C3%A0', 'café déjà'],
    ['/doc/bad%E0%A4%A', 'bad e0 a4 a'],
    ['/doc/404.html', ''],
    ['/doc/next/', ''],
    ['/doc/', ''],
    ['/doc/manual/index.html', ''],
  ])('%s gives "%s"', (path, words) => {
    expect(wordsOfMissingPath(path, '/doc/')).toBe(words);
  });
});
