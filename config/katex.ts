import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(__filename);

export type KatexStylesheet = {
  href: string;
  type: 'text/css';
  integrity: string;
  crossorigin: 'anonymous';
};

/** Subresource-integrity value (sha384) of a file's bytes. */
export function sriHash(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/**
 * The KaTeX stylesheet served by jsDelivr for exactly the katex version installed here
 * (the one rehype-katex renders with), with the integrity hash of that very file, so a
 * version bump can never leave a stale hash behind.
 */
export function katexStylesheet(): KatexStylesheet {
  const pkgPath = require.resolve('katex/package.json');
  const {version} = JSON.parse(readFileSync(pkgPath, 'utf8')) as {version: string};
  const css = readFileSync(require.resolve('katex/dist/katex.min.css'));
  return {
    href: `https://cdn.jsdelivr.net/npm/katex@${version}/dist/katex.min.css`,
    type: 'text/css',
    integrity: sriHash(css),
    crossorigin: 'anonymous',
  };
}
