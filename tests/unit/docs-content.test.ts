import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {parse as parseYaml} from 'yaml';
import {describe, expect, it} from 'vitest';
import {MIN_PROSE_WORDS, proseWordCount, splitFrontMatter, imagesWithoutAlt, todoLines} from '../../scripts/authoring/content-rules.mjs';
const roots = ['docs', 'versioned_docs/version-maintained'];

function docFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) docFiles(full, out);
    else if (/\.mdx?$/.test(entry) && !entry.startsWith('_')) out.push(full);
  }
  return out.sort();
}

const files = roots.flatMap((root) => docFiles(root));

describe('content rules helpers', () => {
  it('count prose words without front matter, code, imports, JSX tags and URLs', () => {
    const text = [
      '---',
      'title: T',
      '---',
      "import Tabs from '@theme/Tabs';",
      '',
      'One two three [four](https://example.com/five-six) `seven`.',
      '',
      '```bash',
      'echo not prose at all',
      '```',
      '<Tabs groupId="x">',
      '| eight | nine |',
      '|---|---|',
    ].join('\n');
    expect(proseWordCount(splitFrontMatter(text).body)).toBe(6);
  });
  it('find images without alt text in Markdown and JSX', () => {
    expect(imagesWithoutAlt('![](a.png) ![ok](b.png) <img src="c.png" /> <img alt="d" src="d.png" />')).toEqual(['a.png', 'c.png']);
  });
  it('reject a file without front matter', () => {
    expect(splitFrontMatter('no front matter').data).toBeNull();
  });
});

describe.each(files)('%s', (file) => {
  const {data, body} = splitFrontMatter(readFileSync(file, 'utf8'));
  const frontMatter = (data === null ? null : parseYaml(data)) as Record<string, unknown> | null;

  it('has front matter with a title and a description', () => {
    expect(frontMatter, `${file}: missing front matter`).not.toBeNull();
    expect(typeof frontMatter?.title === 'string' && frontMatter.title.trim().length > 0, `${file}: front matter needs a title (rendered as the page's h1)`).toBe(true);
    expect(typeof frontMatter?.description === 'string' && frontMatter.description.trim().length >= 50, `${file}: front matter needs a description of at least 50 characters`).toBe(true);
  });

  it('uses the front-matter title as its only h1', () => {
    const h1 = body.replace(/```[\s\S]*?```/g, '').match(/^# .+$/m);
    expect(h1, `${file}: remove the "# " heading, the title is the h1`).toBeNull();
  });

  it(`has at least ${MIN_PROSE_WORDS} words of prose`, () => {
    const words = proseWordCount(body);
    expect(words, `${file}: ${words} words of prose`).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
  });

  it('keeps no TODO placeholder of npm run new', () => {
    expect(todoLines(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`), 'fill in or remove the TODOs').toEqual([]);
  });

  it('gives every image alt text', () => {
    expect(imagesWithoutAlt(body), `${file}: images without alt text`).toEqual([]);
  });
});

describe.each(['blog', 'adr'].flatMap((dir) => docFiles(dir)))('%s', (file) => {
  it('keeps no TODO placeholder of npm run new', () => {
    expect(todoLines(readFileSync(file, 'utf8')).map((line) => `${file}:${line}`), 'fill in or remove the TODOs').toEqual([]);
  });
});
