/**
 * Pure helpers behind the content checks of tests/unit/docs-content.test.ts and the
 * word counts printed by `node scripts/authoring/word-counts.mjs`.
 */

/** The fewest words of prose a doc page may have (a thin page is a defect). */
export const MIN_PROSE_WORDS = 150;

/**
 * The lines (1-based, in the whole file) that still hold a `TODO` placeholder of `npm run new`.
 * @param {string} text
 * @returns {number[]}
 */
export function todoLines(text) {
  return text.split('\n').flatMap((line, i) => (/\bTODO\b/.test(line) ? [i + 1] : []));
}

/** Splits `---` front matter from the body; `data` is null when there is none. */
export function splitFrontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return {data: null, body: text};
  return {data: match[1], body: text.slice(match[0].length)};
}

/** Words a reader reads: no code blocks, imports, JSX/HTML tags, URLs, inline code or table rules. */
export function proseWordCount(body) {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*(import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\{#[^}]+\}/g, ' ')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]+\$/g, ' ')
    .replace(/^:::.*$/gm, ' ');
  return (text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).length;
}

/** Sources of images that have no alt text, in Markdown (`![](src)`) or JSX/HTML (`<img>`). */
export function imagesWithoutAlt(body) {
  const missing = [];
  for (const m of body.matchAll(/!\[\s*\]\(([^)\s]+)[^)]*\)/g)) missing.push(m[1]);
  for (const m of body.matchAll(/<img\b[^>]*>/g)) {
    if (!/\balt=("[^"]+"|'[^']+'|\{[^}]+\})/.test(m[0])) missing.push((/src=["']([^"']+)/.exec(m[0]) ?? [, '<img>'])[1]);
  }
  return missing;
}
