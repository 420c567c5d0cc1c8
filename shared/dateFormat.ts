/**
 * English dates without `Intl`: the formats the classic theme asks `Intl.DateTimeFormat` for
 * (last-updated date of a doc page, date of a blog post or ADR, archive entries), written out for
 * English. The first `Intl.DateTimeFormat` a page creates loads the browser's locale data, about
 * 100 ms at a mid-range phone's speed, in the middle of hydration, only to print again a date that
 * is already in the prerendered page. Used by overrides/docusaurus/IntlUtils.client.js; the unit test
 * checks every month and both month widths against Node's `Intl` (which prerendered the pages).
 */
export interface DateOptions {
  day?: string;
  month?: string;
  year?: string;
  timeZone?: string;
  calendar?: string;
}

const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const KEYS = new Set(['day', 'month', 'year', 'timeZone', 'calendar']);

/** Whether `formatDateEn` writes this locale and these options itself (otherwise use `Intl`). */
export function handlesDate(locale: string, options: DateOptions): boolean {
  return (
    (locale === 'en' || locale === 'en-US') &&
    Object.keys(options).every((k) => KEYS.has(k) && (options as Record<string, unknown>)[k] !== undefined) &&
    options.timeZone === 'UTC' &&
    (options.calendar === undefined || options.calendar === 'gregory') &&
    options.day === 'numeric' &&
    (options.month === 'short' || options.month === 'long') &&
    (options.year === undefined || options.year === 'numeric')
  );
}

/** `Nov 24, 2026`, `November 24, 2026` or `November 24`, as `Intl` writes them in English (UTC). */
export function formatDateEn(date: Date | number, options: DateOptions): string {
  const d = new Date(date);
  const month = (options.month === 'long' ? LONG : SHORT)[d.getUTCMonth()];
  const dayMonth = `${month} ${d.getUTCDate()}`;
  return options.year ? `${dayMonth}, ${d.getUTCFullYear()}` : dayMonth;
}
