import {describe, expect, it} from 'vitest';
import {codeText} from '../../src/components/StaticArticle/codeText';

describe('codeText: the code a block copies (its copy button)', () => {
  const text = (content: string) => ({nodeType: 3, textContent: content});
  const span = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: () => false}});
  // A line in the theme's markup: a .token-line element ending in a <br>.
  const stockLine = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: (name: string) => name === 'token-line'}});
  const code = (...childNodes: Array<{nodeType: number; textContent: string | null}>) => ({childNodes});

  it('reads lines written as text and token spans, each ending in a newline, without the last newline', () => {
    expect(codeText(code(text('cargo '), span('build'), text('\n'), text('\n'), text('./mithril-signer '), span('--help'), text('\n')))).toBe(
      'cargo build\n\n./mithril-signer --help',
    );
  });

  it('gives each of the theme\'s lines its newline, empty lines kept', () => {
    expect(codeText(code(stockLine('cargo build'), stockLine(''), text('./mithril-signer --help\n')))).toBe('cargo build\n\n./mithril-signer --help');
    expect(codeText(code(stockLine('one'), stockLine('two')))).toBe('one\ntwo');
  });

  it('skips the comments the server render writes between two text nodes', () => {
    expect(codeText(code(text('a \\\n'), {nodeType: 8, textContent: ' '}, text('  | jq')))).toBe('a \\\n  | jq');
  });

  it('takes the text of a block written as plain text (no Prism), as it is', () => {
    expect(codeText(code(text('plain text\nsecond line')))).toBe('plain text\nsecond line');
  });
});
