/**
 * Remark plugin (config/docs.ts, config/blogs.ts): in the dev server, a page whose links or
 * anchors are broken fails to compile with the list of them, each with its file, line and column,
 * so the browser's overlay shows what the build would report (plugins/link-check). Fixed, the page
 * compiles again. In a production build it does nothing: the build's own check reports every file.
 */
import {brokenLinksOf} from '../plugins/link-check/dev';
import {formatBrokenLinks} from '../plugins/link-check/check';

export default function remarkDevLinkCheck() {
  return (_tree: unknown, file: {path?: string; value?: unknown}) => {
    if (!file.path) return;
    const broken = brokenLinksOf(file.path, String(file.value ?? ''));
    if (broken && broken.length > 0) throw new Error(formatBrokenLinks(broken));
  };
}
