/**
 * The served API reference works on its prerendered markup: Redoc's code (about 800 KB of
 * JavaScript, and 1 to 1.5 s of hydration at 4x CPU) is not loaded at all on a page the server
 * wrote. One delegated listener per kind of event answers every control Redoc draws:
 *
 * - the menu: an entry goes to its section (the address gets its fragment, pushed as Redoc does),
 *   shows it active and its group open; a second tap on an open active group closes it; on a phone
 *   the floating button opens the menu, which closes on an operation and stays open on a group;
 * - the scroll spy: as the reader scrolls, the entry of the section at the top is shown active and
 *   the address names it (replaced, as Redoc does), its group open and the others closed;
 * - the menu's search box: from three characters, the menu keeps only the entries whose title or
 *   operation matches every word (Enter goes to the first, Escape clears);
 * - a sample tab, a response, a nested object's fields, an endpoint bar's servers, an example or a
 *   content type chosen in a dropdown: each shows what the server wrote for it. Parts not shown at
 *   first are stashed in the page (overrides/redoc/stash.server.cjs: a <noscript>, read as text,
 *   or a <template> inside one) and parsed the first time they are opened;
 * - a sample's Copy (the sample's text, a JSON sample indented as Redoc copies it, every digit
 *   kept), its Expand all and Collapse all, and the +/- of each JSON object or array.
 *
 * Only what the reader opens changes: attributes and classes, and a stash replaced by its markup.
 * A reference the browser renders itself (client-side navigation) is Redoc's, with its own code.
 */

import {copyWithSelection} from '../../components/StaticArticle/clipboardFallback';

export const OPEN = 'data-api-open';
export const ACTIVE = 'data-api-active';
export const MENU_OPEN = 'data-api-menu-open';
/** An endpoint bar whose servers are shown (on the bar's parent). */
export const SERVERS_OPEN = 'data-api-servers-open';
/** A menu entry the search box has left out. */
export const FILTERED = 'data-api-filtered';
/** A stash of overrides/redoc/stash.server.cjs. */
export const STASH = 'data-api-stash';

const MENU = '.menu-content';
const MENU_ITEM = 'li[data-item-id]';
/** Redoc's floating menu button (narrow screens) follows the menu: it has no class or role of its own. */
const MENU_BUTTON = `${MENU} + div`;
const TAB = '[data-rttabs] [role="tab"]';
/** A Try-it panel (src/components/TryIt), inside an operation's description. */
const TRY_IT = 'details[data-try-it]';
/** Redoc's search box needs three characters (its `minCharacterLengthToInitSearch`). */
const SEARCH_MIN = 3;
/** How long "Copied" shows (Redoc's tooltip: 1.5 s). */
const COPIED_MS = 1500;

/**
 * Re-indents a compact JSON text as `JSON.stringify(value, null, 2)` would, without parsing its
 * numbers (a stake above 2^53 keeps every digit). `text` must be valid JSON.
 */
export function indentJson(text: string): string {
  let out = '';
  let depth = 0;
  const newline = (): string => `\n${'  '.repeat(depth)}`;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (c === '{' || c === '[') {
      // An empty object or array stays on its line.
      let j = i + 1;
      while (/\s/.test(text[j] ?? '')) j += 1;
      if (text[j] === (c === '{' ? '}' : ']')) {
        out += c + text[j];
        i = j;
      } else {
        depth += 1;
        out += c + newline();
      }
    } else if (c === '}' || c === ']') {
      depth -= 1;
      out += newline() + c;
    } else if (c === ',') out += `,${newline()}`;
    else if (c === ':') out += ': ';
    else if (!/\s/.test(c)) out += c;
  }
  return out;
}

/**
 * The markup `stash` keeps (a <noscript> read as text, or a <template>), parsed inert (in a
 * <template>: no script runs); a <template> inside it stays one, parsed when opened.
 */
function stashedMarkup(stash: Element): DocumentFragment {
  if (stash instanceof HTMLTemplateElement) return stash.content;
  const template = document.createElement('template');
  template.innerHTML = stash.textContent ?? '';
  return template.content;
}

/** Replaces `stash` with the markup it keeps (stashedMarkup). */
export function unstash(stash: Element): void {
  const parent = stash.parentElement;
  stash.replaceWith(stashedMarkup(stash));
  if (parent) restoreChoices(parent);
}

/** The content type chosen for each body (`data-api-alt-group`), applied to its parts parsed later. */
const choices = new Map<string, number>();

/** Shows alternative `index` of the choice `alternatives` belong to (their parent's children), and sets its dropdown. */
function showAlternative(parent: Element, index: number): void {
  for (const alternative of Array.from(parent.querySelectorAll<HTMLElement>(':scope > [data-api-alt]'))) {
    const chosen = alternative.getAttribute('data-api-alt') === String(index);
    if (chosen) unstashIn(alternative);
    alternative.hidden = !chosen;
  }
  const select = parent.querySelector<HTMLSelectElement>(':scope > :not([data-api-alt]) select, :scope > select');
  if (select && select.selectedIndex !== index) {
    select.selectedIndex = index;
    showLabel(select);
  }
}

/** Redoc's dropdown shows the chosen option's text in a label over the select. */
function showLabel(select: HTMLSelectElement): void {
  const label = select.nextElementSibling;
  if (label instanceof HTMLLabelElement) label.textContent = select.selectedOptions[0]?.textContent ?? '';
}

/** Applies the content types chosen so far to the choices inside `root` (a part just parsed). */
function restoreChoices(root: Element): void {
  for (const [group, index] of choices) {
    for (const first of Array.from(root.querySelectorAll(`[data-api-alt-group="${group}"][data-api-alt="0"]`))) {
      if (first.parentElement) showAlternative(first.parentElement, index);
    }
  }
}

/** Unstashes the stash that is a child of `parent`, if there is one. */
function unstashIn(parent: Element | null): void {
  const stash = parent?.querySelector(`:scope > [${STASH}]`);
  if (stash) unstash(stash);
}

function itemFor(island: Element, id: string): HTMLElement | null {
  for (const item of Array.from(island.querySelectorAll<HTMLElement>(`${MENU} ${MENU_ITEM}`))) {
    if (item.getAttribute('data-item-id') === id) return item;
  }
  return null;
}

function isGroup(item: Element): boolean {
  return !!item.querySelector(':scope > ul');
}

/** Opens or closes a group of the menu, telling assistive technology too (aria-expanded). */
function setOpen(item: Element, open: boolean): void {
  item.toggleAttribute(OPEN, open);
  if (isGroup(item)) item.setAttribute('aria-expanded', String(open));
}

/**
 * Marks `item` active, opens the groups above it (and its own, if it is a group) and closes the
 * others, as Redoc's menu does. `item` null: no entry is active.
 */
function showActive(island: Element, item: HTMLElement | null, {keepOpen = false} = {}): void {
  for (const marked of Array.from(island.querySelectorAll(`[${ACTIVE}]`))) {
    marked.removeAttribute(ACTIVE);
    marked.removeAttribute('aria-current');
  }
  const chain = new Set<Element>();
  for (let li: Element | null = item; li; li = li.parentElement?.closest(MENU_ITEM) ?? null) chain.add(li);
  // While the search box filters the menu, the groups it opened stay open.
  if (!keepOpen) for (const open of Array.from(island.querySelectorAll(`[${OPEN}]`))) if (!chain.has(open)) setOpen(open, false);
  if (!item) return;
  item.setAttribute(ACTIVE, '');
  // The entry of the section being read, for assistive technology as for the eye.
  item.setAttribute('aria-current', 'location');
  for (const li of chain) if (isGroup(li)) setOpen(li, true);
  // Bring the entry into the menu's own scrolling area, without moving the page.
  const box = item.closest<HTMLElement>('.scrollbar-container');
  if (box) {
    const itemBox = item.getBoundingClientRect();
    const view = box.getBoundingClientRect();
    if (itemBox.top < view.top || itemBox.bottom > view.bottom) box.scrollTop += itemBox.top - view.top - view.height / 3;
  }
}

function selectTab(tab: HTMLElement): void {
  const list = tab.closest('[role="tablist"]');
  if (!list) return;
  for (const other of Array.from(list.querySelectorAll<HTMLElement>('[role="tab"]'))) {
    const selected = other === tab;
    other.classList.toggle('react-tabs__tab--selected', selected);
    other.setAttribute('aria-selected', String(selected));
    if (selected) other.setAttribute('tabindex', '0');
    else other.removeAttribute('tabindex');
    const panelId = other.getAttribute('aria-controls');
    const panel = panelId ? document.getElementById(panelId) : null;
    if (!panel) continue;
    if (selected) unstashIn(panel);
    panel.classList.toggle('react-tabs__tab-panel--selected', selected);
  }
}

/** A response's title: opens or closes its details (Redoc's ResponseView). */
function toggleResponse(button: HTMLElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  unstashIn(button.parentElement);
  const details = button.nextElementSibling as HTMLElement | null;
  if (details) details.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
}

/** A field whose value is an object: shows or hides the row of its fields (Redoc's Field). */
function toggleField(button: HTMLElement, fold: HTMLElement): void {
  const open = fold.hidden;
  if (open) unstashIn(fold.firstElementChild);
  fold.hidden = !open;
  button.setAttribute('aria-expanded', String(open));
}

/**
 * Writes an endpoint bar's servers into its list, the first time it opens. The page holds each
 * list of servers once (overrides/redoc/stash.server.cjs: `data-api-servers`); another
 * operation's list names it (`data-api-servers-like`) and gets a copy, with its own path after
 * each URL. The stash stays, for the lists that copy it.
 */
function fillServers(bar: HTMLElement, list: HTMLElement): void {
  const stash = list.querySelector(`:scope > [${STASH}]`);
  if (!stash || list.hasAttribute('data-api-filled')) return;
  list.setAttribute('data-api-filled', '');
  const like = stash.getAttribute('data-api-servers-like');
  const source = like === null ? stash : document.querySelector(`[data-api-servers="${like}"]`);
  if (!source) return;
  // A copy: the stash stays, for the lists that copy it.
  const servers = stashedMarkup(source).cloneNode(true) as DocumentFragment;
  if (like !== null) {
    const path = bar.querySelector('span + span')?.textContent ?? '';
    for (const url of Array.from(servers.querySelectorAll('[role="button"] span'))) {
      if (url.nextSibling?.nodeType === Node.TEXT_NODE) url.nextSibling.textContent = path;
      else url.after(path);
    }
  }
  stash.before(servers);
}

/** An endpoint bar: shows or hides the list of its servers (Redoc's Endpoint). */
function toggleServers(bar: HTMLElement, list: HTMLElement): void {
  const wrap = bar.parentElement!;
  const open = !wrap.hasAttribute(SERVERS_OPEN);
  fillServers(bar, list);
  wrap.toggleAttribute(SERVERS_OPEN, open);
  list.setAttribute('aria-hidden', String(!open));
}

/**
 * A dropdown of examples or content types: shows the chosen one (stash-loader.cjs writes them
 * all, beside the dropdown's own box). A body's content type is chosen for both places Redoc
 * shows it (its schema and its samples), as Redoc's shared model does.
 */
function choose(island: Element, select: HTMLSelectElement): void {
  const box = select.parentElement?.closest('[data-api-alt], .redocusaurus') ?? null;
  let holder: Element | null = select;
  while (holder && holder.parentElement && holder.parentElement !== box && !holder.parentElement.querySelector(':scope > [data-api-alt]')) holder = holder.parentElement;
  const parent = holder?.parentElement;
  if (!parent || !parent.querySelector(':scope > [data-api-alt]')) return;
  const index = select.selectedIndex;
  showLabel(select);
  showAlternative(parent, index);
  const group = parent.querySelector(':scope > [data-api-alt]')?.getAttribute('data-api-alt-group');
  if (!group) return;
  choices.set(group, index);
  restoreChoices(island);
}

/** A button of a oneOf or anyOf schema: shows its schema, and takes the look of the active button. */
function chooseOneOf(button: HTMLElement): boolean {
  const list = button.parentElement;
  const parent = list?.parentElement;
  if (!list || !parent?.querySelector(':scope > [data-api-alt]')) return false;
  const buttons = Array.from(list.children);
  const index = buttons.indexOf(button);
  const shown = parent.querySelector(':scope > [data-api-alt]:not([hidden])');
  const active = shown ? Number(shown.getAttribute('data-api-alt')) : 0;
  if (index < 0 || index === active) return true;
  // Redoc draws the active button with a class of its own (styled-components): the two swap.
  const activeClass = buttons[active].className;
  buttons[active].className = button.className;
  button.className = activeClass;
  showAlternative(parent, index);
  return true;
}

/** One live region of the reference, for what a control says (Copied). */
function announce(island: Element, text: string): void {
  let region = island.querySelector<HTMLElement>(':scope > .api-announce');
  if (!region) {
    region = document.createElement('div');
    region.className = 'api-announce';
    region.setAttribute('role', 'status');
    island.prepend(region);
  }
  region.textContent = '';
  region.textContent = text;
}

/** The text a sample's Copy copies: a JSON sample indented, another sample as written. */
function sampleText(button: HTMLElement): string | null {
  const controls = button.parentElement;
  const sample = controls?.nextElementSibling;
  if (!sample) return null;
  const json = sample.querySelector('.redoc-json');
  return json ? indentJson(json.textContent ?? '') : sample.textContent;
}

function showCopied(island: Element, button: HTMLElement, copied: boolean): void {
  const said = copied ? 'Copied' : 'Not supported in your browser';
  button.querySelector('.api-copied')?.remove();
  const tip = document.createElement('span');
  tip.className = 'api-copied';
  // Shown over the button; said once by the reference's live region (not read as the button's name).
  tip.setAttribute('aria-hidden', 'true');
  tip.textContent = said;
  (button.firstElementChild ?? button).append(tip);
  announce(island, said);
  setTimeout(() => tip.remove(), COPIED_MS);
}

/** Copies `text` where the asynchronous clipboard is not offered (a page not served over HTTPS), as Redoc does. */
function copyByCommand(text: string): boolean {
  try {
    copyWithSelection(text);
    return true;
  } catch {
    return false;
  }
}

function copy(island: Element, button: HTMLElement): void {
  const text = sampleText(button);
  if (text === null) return;
  if (!navigator.clipboard) {
    showCopied(island, button, copyByCommand(text));
    return;
  }
  navigator.clipboard.writeText(text).then(
    () => showCopied(island, button, true),
    () => showCopied(island, button, copyByCommand(text)),
  );
}

/** Expand all / Collapse all of a JSON sample (the outermost object or array stays open). */
function foldAll(button: HTMLElement, collapse: boolean): void {
  const sample = button.parentElement?.nextElementSibling;
  if (!sample) return;
  const lists = Array.from(sample.querySelectorAll('.collapsible')).slice(collapse ? 1 : 0);
  for (const list of lists) {
    const holder = list.parentElement!;
    holder.classList.toggle('collapsed', collapse);
    holder.querySelector(':scope > .collapser')?.setAttribute('aria-label', collapse ? 'expand' : 'collapse');
  }
}

/** The +/- of a JSON object or array. */
function foldOne(collapser: HTMLElement): void {
  const holder = collapser.parentElement!;
  const collapse = !holder.classList.contains('collapsed');
  holder.classList.toggle('collapsed', collapse);
  collapser.setAttribute('aria-label', collapse ? 'expand' : 'collapse');
}

/** The entries the menu's search keeps for `query` (all of them below three characters). */
export function matchingEntries(entries: readonly {text: string}[], query: string): boolean[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (query.trim().length < SEARCH_MIN) return entries.map(() => true);
  return entries.map(({text}) => {
    const haystack = text.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** An operation of the reference: its section's id (the page's anchor), its method (lower case) and path. */
export interface OperationAnchor {
  anchor: string;
  method: string;
  path: string;
}

/**
 * The anchor of the operation that an older link's fragment names (issue 57), null for any other
 * fragment: Redoc's JSON pointer to the operation, `/paths/<path>/<method>` (the path's `/`
 * written `~1` and `~` written `~0`), or `operation/<operationId>`. `fragment` is decoded.
 */
export function operationAnchor(fragment: string, operations: readonly OperationAnchor[]): string | null {
  const pointer = /^\/paths\/([^/]+)\/([a-z]+)$/i.exec(fragment);
  if (pointer) {
    const path = pointer[1].replace(/~1/g, '/').replace(/~0/g, '~');
    const method = pointer[2].toLowerCase();
    return operations.find((op) => op.path === path && op.method === method)?.anchor ?? null;
  }
  if (!/^operation\/[^/]+$/.test(fragment)) return null;
  return operations.find((op) => op.anchor.endsWith(`/${fragment}`))?.anchor ?? null;
}

/** The operations of the prerendered reference, read from their sections' endpoint bars. */
function pageOperations(island: Element): OperationAnchor[] {
  return Array.from(island.querySelectorAll<HTMLElement>(`${MENU} ${MENU_ITEM}`)).flatMap((item) => {
    const anchor = item.getAttribute('data-item-id')!;
    const verb = document.getElementById(anchor)?.querySelector('.http-verb');
    const path = verb?.nextElementSibling?.textContent;
    return verb && path ? [{anchor, method: (verb.textContent ?? '').trim().toLowerCase(), path: path.trim()}] : [];
  });
}

export interface Served {
  dispose(): void;
}

export function serveReference(island: HTMLElement): Served {
  const items = (): HTMLElement[] => Array.from(island.querySelectorAll<HTMLElement>(`${MENU} ${MENU_ITEM}`));
  // Each group says whether it is open (Redoc's markup says nothing).
  for (const item of items()) if (isGroup(item)) item.setAttribute('aria-expanded', String(item.hasAttribute(OPEN)));
  const navbarHeight = (): number => document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
  const setAddress = (id: string, push: boolean): void => {
    const url = `${window.location.pathname}${window.location.search}${id ? `#${id}` : ''}`;
    if (`${window.location.pathname}${window.location.search}${window.location.hash}` === url) return;
    if (push) window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  };

  /** The fragment of the address, decoded (as typed, if it is not valid percent-encoding). */
  const fragment = (): string => {
    const raw = window.location.hash.slice(1);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  };
  // The search box, while it filters the menu.
  let filtering = false;
  // The entry the address names, active at once (a deep link, a jump of the browser's). An older
  // link's anchor for an operation (operationAnchor) goes to the operation, under its own anchor.
  const showHash = (): void => {
    const id = fragment();
    let item = id ? itemFor(island, id) : null;
    const anchor = id && !item ? operationAnchor(id, pageOperations(island)) : null;
    if (anchor) {
      item = itemFor(island, anchor);
      setAddress(encodeURI(anchor), false);
      document.getElementById(anchor)?.scrollIntoView();
    }
    if (item) showActive(island, item, {keepOpen: filtering});
  };
  showHash();

  // The scroll spy: the entry of the last section whose top is at or above the navbar's bottom.
  const sections = items()
    .map((item) => ({item, section: document.getElementById(item.getAttribute('data-item-id')!)}))
    .filter((entry): entry is {item: HTMLElement; section: HTMLElement} => entry.section !== null);
  let spying = 0;
  const spy = (): void => {
    spying = 0;
    const offset = navbarHeight() + 1;
    let low = 0;
    let high = sections.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (sections[middle].section.getBoundingClientRect().top <= offset) {
        found = middle;
        low = middle + 1;
      } else high = middle - 1;
    }
    const current = island.querySelector<HTMLElement>(`${MENU} [${ACTIVE}]`);
    const next = found >= 0 ? sections[found].item : null;
    if (next === current) return;
    // At the page's end, a section too short to reach the top stays the one the reader chose.
    const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    if (end && current) {
      const shown = document.getElementById(current.getAttribute('data-item-id')!)?.getBoundingClientRect();
      if (shown && shown.top < window.innerHeight && shown.bottom > 0) return;
    }
    showActive(island, next, {keepOpen: filtering});
    setAddress(next ? encodeURI(next.getAttribute('data-item-id')!) : '', false);
  };
  const onScroll = (): void => {
    if (!spying) spying = requestAnimationFrame(spy);
  };

  const goTo = (item: HTMLElement): void => {
    const id = item.getAttribute('data-item-id')!;
    const section = document.getElementById(id);
    // The active entry pressed again opens or closes its group, and goes nowhere (Redoc's SideMenu).
    if (item.hasAttribute(ACTIVE)) {
      if (isGroup(item)) setOpen(item, !item.hasAttribute(OPEN));
      return;
    }
    showActive(island, item, {keepOpen: filtering});
    // As Redoc's menu (MenuStore.activateAndScroll): the phone's menu closes on an operation, and
    // stays open on a group, whose operations the reader chooses from next.
    if (!isGroup(item)) island.removeAttribute(MENU_OPEN);
    if (!section) return;
    setAddress(encodeURI(id), true);
    section.scrollIntoView();
  };

  // The menu's search box.
  const search = island.querySelector<HTMLInputElement>(`${MENU} [role="search"] input`);
  const searchEntries = items()
    .filter((item) => !isGroup(item))
    .map((item) => {
      const id = item.getAttribute('data-item-id')!;
      const path = document.getElementById(id)?.querySelector('button > span + span')?.textContent ?? '';
      return {item, text: `${item.textContent ?? ''} ${id} ${path}`};
    });
  const status = document.createElement('div');
  status.className = 'api-search-status';
  status.setAttribute('role', 'status');
  search?.parentElement?.after(status);
  const filter = (): void => {
    const query = search?.value ?? '';
    const kept = matchingEntries(searchEntries, query);
    filtering = query.trim().length >= SEARCH_MIN;
    searchEntries.forEach(({item}, index) => item.toggleAttribute(FILTERED, !kept[index]));
    for (const group of items().filter(isGroup)) {
      const any = searchEntries.some(({item}) => !item.hasAttribute(FILTERED) && group.contains(item));
      group.toggleAttribute(FILTERED, filtering && !any);
      if (filtering && any) setOpen(group, true);
    }
    const count = kept.filter(Boolean).length;
    status.textContent = filtering ? (count ? `${count} operation${count === 1 ? '' : 's'} found` : 'No results found') : '';
    // Cleared: the menu as it was, the groups the search opened closed again.
    if (!filtering) showActive(island, island.querySelector<HTMLElement>(`${MENU} [${ACTIVE}]`));
  };

  /** The element an event is for, if it is one of the reference's (a Try-it panel answers its own). */
  const ours = (event: Event): Element | null => {
    const target = event.target instanceof Element ? event.target : null;
    return target && island.contains(target) && !target.closest(TRY_IT) ? target : null;
  };
  const onClick = (event: MouseEvent): void => {
    const target = ours(event);
    if (!target || event.defaultPrevented) return;
    const menuButton = target.closest(MENU_BUTTON);
    if (menuButton && island.contains(menuButton)) {
      island.toggleAttribute(MENU_OPEN);
      return;
    }
    const item = target.closest<HTMLElement>(MENU_ITEM);
    if (item && item.closest(MENU)) {
      // The click of an entry inside a group reaches the group's <li> too: the innermost answers.
      goTo(item);
      return;
    }
    const tab = target.closest<HTMLElement>(TAB);
    if (tab) {
      selectTab(tab);
      return;
    }
    const collapser = target.closest<HTMLElement>('.redoc-json .collapser');
    if (collapser) {
      foldOne(collapser);
      return;
    }
    const selectable = target.closest<HTMLElement>('[role="button"][tabindex]');
    if (selectable && selectable.closest('[aria-hidden="false"]')) {
      // A server's URL: selected whole on a click, as Redoc's SelectOnClick does.
      window.getSelection()?.selectAllChildren(selectable);
      return;
    }
    const button = target.closest<HTMLElement>('button');
    if (!button || button.hasAttribute('disabled')) return;
    if (chooseOneOf(button)) return;
    const fold = button.closest('tr')?.nextElementSibling;
    if (button.getAttribute('aria-label')?.startsWith('expand ') && fold instanceof HTMLElement && fold.hasAttribute('data-api-fold')) {
      toggleField(button, fold);
      return;
    }
    const list = button.nextElementSibling;
    if (list instanceof HTMLElement && list.hasAttribute('aria-hidden') && button.parentElement?.childElementCount === 2) {
      toggleServers(button, list);
      return;
    }
    if (button.hasAttribute('aria-expanded')) {
      toggleResponse(button);
      return;
    }
    const label = button.textContent?.trim();
    if (button.parentElement?.nextElementSibling) {
      if (label === 'Copy' || button.querySelector('.api-copied')) copy(island, button);
      else if (label === 'Expand all') foldAll(button, false);
      else if (label === 'Collapse all') foldAll(button, true);
    }
  };

  const onChange = (event: Event): void => {
    if (event.target instanceof HTMLSelectElement && ours(event)) choose(island, event.target);
  };
  // A server's URL is selected whole when it takes the focus too (Redoc's SelectOnClick).
  const onFocusIn = (event: FocusEvent): void => {
    const target = ours(event);
    const selectable = target?.closest<HTMLElement>('[role="button"][tabindex]');
    if (selectable && selectable.closest('[aria-hidden="false"]')) window.getSelection()?.selectAllChildren(selectable);
  };
  const onInput = (event: Event): void => {
    if (event.target === search) filter();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    const target = ours(event);
    // A menu entry takes focus (Redoc gives it, and its label's text, a tabindex): Enter or Space
    // goes to it, as a click does.
    const entry = target?.closest<HTMLElement>(MENU_ITEM);
    if ((event.key === 'Enter' || event.key === ' ') && entry && entry.closest(MENU) && !target!.closest('input')) {
      event.preventDefault();
      goTo(entry);
      return;
    }
    // A sample's tabs, as react-tabs answers them: the arrows, Home and End select and focus a
    // tab; Enter or Space selects the focused one.
    const tab = target?.closest<HTMLElement>(TAB);
    if (tab) {
      const tabs = Array.from(tab.closest('[role="tablist"]')?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
      const index = tabs.indexOf(tab);
      const next = {ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: tabs.length - 1, Enter: index, ' ': index}[event.key];
      if (next === undefined || tabs.length === 0) return;
      event.preventDefault();
      const chosen = tabs[(next + tabs.length) % tabs.length];
      selectTab(chosen);
      chosen.focus();
      return;
    }
    if (event.target !== search || !search) return;
    if (event.key === 'Escape') {
      search.value = '';
      filter();
    } else if (event.key === 'Enter') {
      // The operation whose id was typed in full, or else the first entry kept.
      const query = search.value.trim().toLowerCase();
      const named = searchEntries.find(({item}) => item.getAttribute('data-item-id')!.split('/').pop()!.toLowerCase() === query);
      const first = named ?? searchEntries.find(({item}) => !item.hasAttribute(FILTERED));
      if (first && query.length >= SEARCH_MIN) goTo(first.item);
    }
  };

  const listeners: Array<[EventTarget, string, (event: never) => void, AddEventListenerOptions?]> = [
    [island, 'click', onClick],
    [island, 'change', onChange],
    [island, 'input', onInput],
    [island, 'keydown', onKeyDown],
    [island, 'focusin', onFocusIn],
    [window, 'hashchange', showHash],
    [window, 'scroll', onScroll, {passive: true}],
  ];
  for (const [target, type, listener, options] of listeners) target.addEventListener(type, listener as EventListener, options);
  return {
    dispose(): void {
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
      if (spying) cancelAnimationFrame(spying);
      status.remove();
    },
  };
}
