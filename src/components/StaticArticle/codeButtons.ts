/**
 * The code-block buttons (src/theme/CodeBlock/Buttons renders them as plain markup), answered by
 * one set of listeners on the document, for prerendered and browser-rendered blocks alike: copy
 * copies the block's lines and reads "Copied" for a second; word wrap is shown once the pointer or
 * focus comes into a block whose lines overflow, and wraps them. Code blocks are only in articles:
 * the article's component installs the listeners (`installCodeButtons`) when the first one mounts.
 */
import {translate} from '@docusaurus/Translate';
import {codeText} from './codeText';

export const COPY_BUTTON = 'button.code-copy';
export const WRAP_BUTTON = 'button.code-wrap';
const CODE_BLOCK = '.theme-code-block';
/** Class the theme's CSS gives a copy button that has just copied (its module's hashed name). */
export const COPIED_CLASS_ATTRIBUTE = 'data-copied-class';
export const ENABLED_CLASS_ATTRIBUTE = 'data-enabled-class';
const COPIED_FOR_MS = 1000;

async function writeClipboard(text: string): Promise<void> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  // Outside a secure context (http on a local network) there is no clipboard API: a fallback,
  // loaded only then.
  const {copyWithSelection} = await import('./clipboardFallback');
  return copyWithSelection(text);
}

function copyLabel(copied: boolean): string {
  // The theme's own texts (their descriptions are in src/theme/CodeBlock/Buttons).
  return copied ? translate({id: 'theme.CodeBlock.copied', message: 'Copied'}) : translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard'});
}

const copyTimers = new WeakMap<Element, ReturnType<typeof setTimeout>>();

export function copyCode(button: HTMLButtonElement): Promise<void> {
  const code = button.closest(CODE_BLOCK)?.querySelector('pre code');
  if (!code) return Promise.resolve();
  const copiedClass = button.getAttribute(COPIED_CLASS_ATTRIBUTE);
  return writeClipboard(codeText(code)).then(() => {
    if (copiedClass) button.classList.add(copiedClass);
    button.setAttribute('aria-label', copyLabel(true));
    clearTimeout(copyTimers.get(button));
    copyTimers.set(
      button,
      setTimeout(() => {
        if (copiedClass) button.classList.remove(copiedClass);
        button.setAttribute('aria-label', copyLabel(false));
      }, COPIED_FOR_MS),
    );
  });
}

/** Shows a block's word-wrap button when its lines overflow or are wrapped (the theme's rule). */
export function updateWrapButton(block: Element): void {
  const button = block.querySelector<HTMLButtonElement>(WRAP_BUTTON);
  const pre = block.querySelector('pre');
  const code = pre?.querySelector('code');
  if (!button || !pre || !code) return;
  button.hidden = !(pre.scrollWidth > pre.clientWidth || code.hasAttribute('style'));
}

export function toggleWrap(button: HTMLButtonElement): void {
  const code = button.closest(CODE_BLOCK)?.querySelector<HTMLElement>('pre code');
  if (!code) return;
  const enabled = code.hasAttribute('style');
  if (enabled) {
    code.removeAttribute('style');
  } else {
    code.style.whiteSpace = 'pre-wrap';
    // Very long words wrap too: a wrapped block never scrolls sideways.
    code.style.overflowWrap = 'anywhere';
  }
  const enabledClass = button.getAttribute(ENABLED_CLASS_ATTRIBUTE);
  if (enabledClass) button.classList.toggle(enabledClass, !enabled);
}

/** Listens for the code-block buttons of `root`; returns a function that stops. */
export function answerCodeButtons(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const copy = target?.closest<HTMLButtonElement>(COPY_BUTTON);
    if (copy && root.contains(copy)) {
      // Errors stay unhandled, as in the theme: the console (and error reporting) sees them.
      void copyCode(copy);
      return;
    }
    const wrap = target?.closest<HTMLButtonElement>(WRAP_BUTTON);
    if (wrap && root.contains(wrap)) toggleWrap(wrap);
  };
  const onEnter = (event: Event): void => {
    const block = event.target instanceof Element ? event.target.closest(CODE_BLOCK) : null;
    if (block && root.contains(block)) updateWrapButton(block);
  };
  root.addEventListener('click', onClick);
  root.addEventListener('pointerover', onEnter, {passive: true});
  root.addEventListener('focusin', onEnter);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('pointerover', onEnter);
    root.removeEventListener('focusin', onEnter);
  };
}

let installed = false;

/** Answers the code-block buttons of every page from now on (once per page load). */
export function installCodeButtons(): void {
  if (installed) return;
  installed = true;
  answerCodeButtons(document.documentElement);
}
