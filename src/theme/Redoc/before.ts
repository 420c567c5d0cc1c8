/**
 * The API reference answers the reader before Redoc's code is in.
 *
 * The reference is prerendered in full and Redoc's code (about 800 KB) loads and hydrates it after
 * the reader's first interaction (src/theme/Redoc): about 3 s on a phone. Until Redoc is ready,
 * this module answers the three things a reader taps first, on the prerendered markup itself:
 *
 * - a menu entry: the address gets the entry's fragment (pushed, as Redoc does), the page goes to
 *   its section, the entry is shown active and its group open (`data-pre-active`,
 *   `data-pre-open`, styled by overrides/redoc/redoc.css); a second tap on an open group
 *   closes it; on a phone the menu closes on an operation and stays open on a group, as Redoc's;
 * - a sample tab: the tab is selected and its panel shown (every panel is prerendered, an
 *   unselected one's markup kept as text in a <noscript>, parsed into the panel when it is first shown:
 *   overrides/redoc/react-tabs-panels.server.mjs);
 * - the phone's floating menu button: the menu opens or closes (`data-pre-menu-open`).
 *
 * A page loaded with an operation's fragment, or a share link followed, shows that entry active
 * in the menu at once. When Redoc is ready (and no press is under way), `handOver` gives it the same
 * state: the entry the address names is announced to Redoc's history listener if its section is
 * still on screen (else Redoc's scroll spy is told the page
 * scrolled, and marks the entry on screen), each tab the reader chose is clicked again (Redoc renders that sample in place of the one parsed from its <noscript>), the
 * menu is reopened if it was open, and the markers are removed.
 *
 * Apart from a panel's first showing, only attributes and classes change: React 18 leaves
 * attributes that differ from what it would render alone when it hydrates, so Redoc hydrates the
 * prerendered markup as it is (an unselected panel is not hydrated at all:
 * overrides/redoc/react-tabs-panels.client.mjs).
 */

export const PRE_OPEN = 'data-pre-open';
export const PRE_ACTIVE = 'data-pre-active';
export const PRE_MENU_OPEN = 'data-pre-menu-open';

const MENU = '.menu-content';
const MENU_ITEM = 'li[data-item-id]';
/** Redoc's floating menu button (narrow screens) follows the menu: it has no class or role of its own. */
const MENU_BUTTON = `${MENU} + div`;
const TAB = '[data-rttabs] [role="tab"]';

export interface BeforeRedoc {
  /** Answers a click if it is one of ours; true when it was (the caller keeps it from Redoc). */
  handle(event: MouseEvent): boolean;
  /** Gives Redoc, now ready, the state the reader left (see the module's comment). */
  handOver(): void;
  /**
   * Calls `callback` once no press is under way: at once, or after the click (or cancel) that ends
   * the press started before. A hand-over in the middle of a press loses its click.
   */
  whenSettled(callback: () => void): void;
  dispose(): void;
}

function itemFor(island: Element, id: string): HTMLElement | null {
  for (const item of Array.from(island.querySelectorAll<HTMLElement>(`${MENU} ${MENU_ITEM}`))) {
    if (item.getAttribute('data-item-id') === id) return item;
  }
  return null;
}

/** Marks `item` active and opens the groups above it (and its own, if it is a group). */
function showActive(island: Element, item: HTMLElement): void {
  for (const marked of Array.from(island.querySelectorAll(`[${PRE_ACTIVE}]`))) marked.removeAttribute(PRE_ACTIVE);
  item.setAttribute(PRE_ACTIVE, '');
  for (let li: Element | null = item; li; li = li.parentElement?.closest(MENU_ITEM) ?? null) {
    if (li.querySelector(':scope > ul')) li.setAttribute(PRE_OPEN, '');
  }
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
    // Shown for the first time: its markup, text in a <noscript> where scripts run, is parsed into
    // it (Redoc, once ready, leaves an unselected panel's content as it is, and renders its own
    // when the panel is selected).
    const stash = selected ? panel.querySelector(':scope > noscript') : null;
    if (stash) panel.innerHTML = stash.textContent ?? '';
    panel.classList.toggle('react-tabs__tab-panel--selected', selected);
  }
}

export function answerBeforeRedoc(island: HTMLElement): BeforeRedoc {
  /** The last tab chosen in each tab list, to click again once Redoc is ready. */
  const chosenTabs = new Map<Element, HTMLElement>();

  const showHash = (): void => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const item = id ? itemFor(island, id) : null;
    if (item) showActive(island, item);
  };
  showHash();
  const onHashChange = (): void => showHash();
  window.addEventListener('hashchange', onHashChange);

  // Presses under way: from pointerdown to the task after pointerup (the click, if any, is
  // dispatched with the pointerup, so a callback run after it sees the click answered).
  let pressing = false;
  let pressed: Element | null = null;
  let waiting: Array<() => void> = [];
  const onPointerDown = (event: PointerEvent): void => {
    pressing = true;
    pressed = event.target instanceof Element ? event.target : null;
  };
  const onPointerUp = (): void => {
    setTimeout(() => {
      pressing = false;
      pressed = null;
      const callbacks = waiting;
      waiting = [];
      for (const callback of callbacks) callback();
    }, 0);
  };
  const pressEvents = [
    ['pointerdown', onPointerDown],
    ['pointerup', onPointerUp],
    ['pointercancel', onPointerUp],
  ] as const;
  for (const [type, listener] of pressEvents) window.addEventListener(type, listener, {capture: true, passive: true});
  const stopListening = (): void => {
    window.removeEventListener('hashchange', onHashChange);
    for (const [type, listener] of pressEvents) window.removeEventListener(type, listener, {capture: true});
  };

  const goTo = (item: HTMLElement): void => {
    const id = item.getAttribute('data-item-id')!;
    const section = document.getElementById(id);
    const isGroup = !!item.querySelector(':scope > ul');
    if (isGroup && item.hasAttribute(PRE_ACTIVE) && item.hasAttribute(PRE_OPEN)) {
      item.removeAttribute(PRE_OPEN);
      return;
    }
    showActive(island, item);
    // As Redoc's menu (MenuStore.activateAndScroll): the phone's menu closes on an operation, and
    // stays open on a group, whose operations the reader chooses from next.
    if (!isGroup) island.removeAttribute(PRE_MENU_OPEN);
    if (!section) return;
    if (window.location.hash !== `#${id}`) window.history.pushState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
    section.scrollIntoView();
  };

  return {
    whenSettled(callback: () => void): void {
      if (pressing) waiting.push(callback);
      else callback();
    },
    handle(event: MouseEvent): boolean {
      let target = event.target instanceof Element ? event.target : null;
      // A click lands on the nearest element common to its press and release: if the page moved
      // under a held press (a long task ran between the two), that is an ancestor of what the
      // reader pressed, a whole group of the menu. The entry pressed is the one meant.
      if (target && pressed && pressed !== target && target.contains(pressed)) target = pressed;
      if (!target || !island.contains(target)) return false;
      const button = target.closest(MENU_BUTTON);
      if (button && island.contains(button)) {
        island.toggleAttribute(PRE_MENU_OPEN);
        return true;
      }
      const item = target.closest<HTMLElement>(MENU_ITEM);
      if (item && item.closest(MENU)) {
        goTo(item);
        return true;
      }
      const tab = target.closest<HTMLElement>(TAB);
      if (tab) {
        selectTab(tab);
        const list = tab.closest('[role="tablist"]');
        if (list) chosenTabs.set(list, tab);
        return true;
      }
      return false;
    },
    handOver(): void {
      stopListening();
      for (const tab of chosenTabs.values()) if (tab.isConnected) tab.click();
      chosenTabs.clear();
      if (island.hasAttribute(PRE_MENU_OPEN)) {
        island.removeAttribute(PRE_MENU_OPEN);
        island.querySelector<HTMLElement>(MENU_BUTTON)?.click();
      }
      // The entry shown active: if its section is still where the jump put it, Redoc is told the
      // address changed (its history listener marks the entry the fragment names and opens its
      // group; the page is already there). Not a click on the entry: Redoc's scroll spy may have
      // made it active meanwhile, and a click on an active group closes it. If the reader has moved
      // on, the scroll spy is told the page scrolled, and marks the entry of the section on screen.
      const active = island.querySelector<HTMLElement>(`[${PRE_ACTIVE}]`);
      const id = active?.getAttribute('data-item-id') ?? '';
      const section = id ? document.getElementById(id) : null;
      const top = section?.getBoundingClientRect().top;
      const named = decodeURIComponent(window.location.hash.slice(1)) === id;
      if (active && named && top !== undefined && top > -8 && top < window.innerHeight / 3) window.dispatchEvent(new HashChangeEvent('hashchange'));
      else if (active) window.dispatchEvent(new Event('scroll'));
      // Redoc's own marks are painted by then: ours go.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          for (const marked of Array.from(island.querySelectorAll(`[${PRE_ACTIVE}], [${PRE_OPEN}]`))) {
            marked.removeAttribute(PRE_ACTIVE);
            marked.removeAttribute(PRE_OPEN);
          }
        }),
      );
    },
    dispose(): void {
      stopListening();
      waiting = [];
    },
  };
}
