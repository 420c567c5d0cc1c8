/**
 * Puts a page's Markdown twin on the clipboard; loaded by PageActions when "Copy page" is used.
 * Returns the sentence to announce. The text is handed to the clipboard as a promise
 * (ClipboardItem) where supported, so that browsers which only allow clipboard writes during the
 * click (Safari) accept it while the file is still downloading.
 */
export async function copyMarkdown(url: string): Promise<string> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard || (!clipboard.write && !clipboard.writeText)) {
    return 'Copy is not available: this browser gives the page no clipboard access (it needs a secure https address). Use View as Markdown and copy the text from there.';
  }
  let downloadError: string | undefined;
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.text();
  });
  text.catch((error: unknown) => {
    downloadError = String((error as Error)?.message ?? error);
  });
  try {
    if (typeof ClipboardItem === 'function' && clipboard.write) {
      await clipboard.write([new ClipboardItem({'text/plain': text.then((t) => new Blob([t], {type: 'text/plain'}))})]);
    } else {
      await clipboard.writeText(await text);
    }
    return 'Copied: the page is on your clipboard as Markdown.';
  } catch (error) {
    await text.catch(() => undefined);
    if (downloadError) return `Copy failed: the Markdown file could not be downloaded (${downloadError}).`;
    return `Copy failed: the browser refused access to the clipboard (${(error as Error)?.name ?? 'error'}). Use View as Markdown and copy the text from there.`;
  }
}
