/**
 * Remark plugin (config/docs.ts, config/blogs.ts): in the dev server, a page whose links or
 * anchors are broken fails to compile with the list of them, each with its file, line and column,
 * so the browser's overlay shows what the build would report. The check itself is
 * plugins/link-check's (./dev.ts there), which provides it here once it has loaded the sources in
 * development: the two are separate modules, so it is handed over on the process. In a production
 * build none is provided and this plugin does nothing (the build's own check reports every file).
 */

/** The report of a page's broken links and anchors from its text being compiled, or undefined if none. */
export type PageLinkCheck = (file: string, text: string) => string | undefined;

const KEY = Symbol.for('mithril-doc.dev-link-check');
type Holder = {[KEY]?: PageLinkCheck};

/** Called by plugins/link-check in development, with the check of one page (undefined: none). */
export function provideDevLinkCheck(check: PageLinkCheck | undefined): void {
  (globalThis as Holder)[KEY] = check;
}

export default function remarkDevLinkCheck() {
  return (_tree: unknown, file: {path?: string; value?: unknown}) => {
    const check = (globalThis as Holder)[KEY];
    if (!check || !file.path) return;
    const report = check(file.path, String(file.value ?? ''));
    if (report) throw new Error(report);
  };
}
