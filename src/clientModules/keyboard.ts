import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Escape closes what the keyboard opened, which the theme does not do by itself:
 * - an open navbar dropdown (version, language): the theme closes it on any focus or click outside
 *   it, so a `focusin` outside is signalled; focus goes back to the dropdown's button;
 * - the open mobile sidebar: its close button is pressed; focus goes back to the menu button.
 */
function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return;
  const dropdown = document.querySelector<HTMLElement>('.navbar .dropdown--show');
  if (dropdown) {
    dropdown.querySelector<HTMLElement>(':scope > .navbar__link')?.focus();
    document.body.dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    event.preventDefault();
    return;
  }
  if (document.querySelector('.navbar.navbar-sidebar--show')) {
    document.querySelector<HTMLButtonElement>('.navbar-sidebar__close')?.click();
    document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    event.preventDefault();
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', onKeyDown);
}
