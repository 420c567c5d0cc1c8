import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {highlightedLineBackground, prismTheme} from '../../config/prism';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)].sort((m, n) => n - m);
  return (x + 0.05) / (y + 0.05);
}
function blend(background: string, {rgb, alpha}: typeof highlightedLineBackground): string {
  const base = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  return `#${base.map((c, i) => Math.round(c * (1 - alpha) + rgb[i] * alpha).toString(16).padStart(2, '0')).join('')}`;
}

describe('code block colours', () => {
  const background = prismTheme.plain.backgroundColor!;
  const highlighted = blend(background, highlightedLineBackground);
  const colours = [prismTheme.plain.color!, ...prismTheme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];

  it.each(colours)('%s reaches 4.5:1 on the code background and on highlighted lines', (colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, highlighted)).toBeGreaterThanOrEqual(4.5);
  });

  it('no token is dimmed with opacity', () => {
    expect(prismTheme.styles.filter((s) => 'opacity' in s.style)).toEqual([]);
  });

  it('highlighted lines use the background declared in custom.css', () => {
    const {rgb, alpha} = highlightedLineBackground;
    expect(readFileSync('src/css/custom.css', 'utf8')).toContain(`--docusaurus-highlighted-code-line-bg: rgba(${rgb.join(', ')}, ${alpha});`);
  });
});
