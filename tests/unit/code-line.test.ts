import {describe, expect, it} from 'vitest';
import type {Token} from 'prism-react-renderer';
import {isPlainToken, leanLineTokens} from '../../src/theme/CodeBlock/Line/lean';

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
