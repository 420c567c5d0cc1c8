import {describe, expect, it} from 'vitest';
import type {Token} from 'prism-react-renderer';
import {codeText, isPlainToken, leanLineTokens} from '../../src/theme/CodeBlock/Line/lean';

const token = (types: string[], content: string): Token => ({types, content});

describe('leanLineTokens: what a code line writes before its newline', () => {
  it('keeps highlighted tokens and plain text, drops empty plain stretches', () => {
    const line = [token(['plain'], ''), token(['function'], 'curl'), token(['plain'], ' '), token(['parameter', 'variable'], '-fsS'), token(['plain'], '')];
    expect(leanLineTokens(line).map((t) => t.content)).toEqual(['curl', ' ', '-fsS']);
  });

  it('makes a line that is a lone newline empty, so that it does not end in two', () => {
    expect(leanLineTokens([token(['plain'], '\n')])).toEqual([]);
    expect(leanLineTokens([token(['inserted'], '\n')])).toEqual([]);
  });

  it('keeps an empty highlighted token (the stock line writes it too)', () => {
    expect(leanLineTokens([token(['punctuation'], '')])).toHaveLength(1);
  });
});

describe('isPlainToken', () => {
  it('is true only for a token typed plain alone', () => {
    expect(isPlainToken(token(['plain'], 'x'))).toBe(true);
    expect(isPlainToken(token(['plain', 'string'], 'x'))).toBe(false);
    expect(isPlainToken(token(['string'], 'x'))).toBe(false);
  });
});

describe('codeText: the code a block copies (its copy button)', () => {
  const text = (content: string) => ({nodeType: 3, textContent: content});
  const span = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: () => false}});
  // A line in the theme's own markup (a highlighted line): a .token-line element ending in a <br>.
  const stockLine = (content: string) => ({nodeType: 1, textContent: content, classList: {contains: (name: string) => name === 'token-line'}});
  const code = (...childNodes: Array<{nodeType: number; textContent: string | null}>) => ({childNodes});

  it('reads lean lines (text and token spans, each line ending in a newline) without the last newline', () => {
    expect(codeText(code(text('cargo '), span('build'), text('\n'), text('\n'), text('./mithril-signer '), span('--help'), text('\n')))).toBe(
      'cargo build\n\n./mithril-signer --help',
    );
  });

  it('gives each line kept in the stock markup its newline, empty lines kept, mixed with lean lines', () => {
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
