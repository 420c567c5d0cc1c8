/**
 * Browser build's `IntlUtils` of @docusaurus/theme-common (swapped in by overrides/docusaurus): the
 * same two hooks, but `useDateTimeFormat` returns a formatter that writes English dates itself
 * (shared/dateFormat.ts) for the option sets it knows, and builds an `Intl.DateTimeFormat` only
 * for anything else. The theme uses the formatter for last-updated dates and post dates, which
 * the page already shows prerendered; creating the first `Intl.DateTimeFormat` loads the browser's
 * locale data, a long task in the middle of hydration.
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {formatDateEn, handlesDate} from '@site/shared/dateFormat';

export function useCalendar() {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale].calendar;
}

export function useDateTimeFormat(options = {}) {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  const all = {calendar, ...options};
  if (!handlesDate(currentLocale, all)) return new Intl.DateTimeFormat(currentLocale, all);
  let intl;
  return {
    format: (date) => formatDateEn(date === undefined ? Date.now() : date, all),
    // Anything else the theme might ask of a formatter: a real one, built on demand.
    formatToParts: (date) => (intl ??= new Intl.DateTimeFormat(currentLocale, all)).formatToParts(date),
    resolvedOptions: () => (intl ??= new Intl.DateTimeFormat(currentLocale, all)).resolvedOptions(),
  };
}
