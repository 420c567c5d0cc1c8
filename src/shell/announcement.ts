/**
 * The announcement bar's close button on a page without its app (./index.ts). Closing it does what
 * the theme does (theme-common `lib/contexts/announcementBar.js`): it stores the dismissal and the
 * bar's id under the theme's keys, so the app, when it starts, and every later page keep it
 * closed. The bar is hidden by the theme's own rule for a bar dismissed before the page loaded
 * (`data-announcement-bar-initially-dismissed`), which the theme's inline script also relies on.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

const DISMISS_KEY = 'docusaurus.announcement.dismiss';
const ID_KEY = 'docusaurus.announcement.id';

export function answerAnnouncementClose(doc: Document, id: string): () => void {
  const onClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('.theme-announcement-bar button');
    if (!button) return;
    event.preventDefault();
    createStorageSlot(DISMISS_KEY).set('true');
    createStorageSlot(ID_KEY).set(id);
    doc.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'true');
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
