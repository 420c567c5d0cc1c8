import {describe, expect, it} from 'vitest';
import {formatDateEn, handlesDate, type DateOptions} from './dateFormat';

// The option sets of the classic theme (LastUpdated, BlogPostItem/Header/Info, BlogArchivePage),
// with the calendar that useDateTimeFormat adds.
const THEME_OPTIONS: DateOptions[] = [
  {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
];

describe('formatDateEn', () => {
  it('writes what Intl writes in English, for every month, day width and the theme options', () => {
    for (const options of THEME_OPTIONS) {
      expect(handlesDate('en', options)).toBe(true);
      const intl = new Intl.DateTimeFormat('en', options as Intl.DateTimeFormatOptions);
      for (let month = 0; month < 12; month++) {
        for (const day of [1, 9, 10, 28]) {
          // Near midnight UTC: the date is the UTC one, as with timeZone: 'UTC'.
          const date = Date.UTC(2026, month, day, 23, 59);
          expect(formatDateEn(date, options)).toBe(intl.format(date));
        }
      }
    }
  });

  it('leaves other locales and options to Intl', () => {
    expect(handlesDate('fr', THEME_OPTIONS[0])).toBe(false);
    expect(handlesDate('en', {day: 'numeric', month: 'short', year: 'numeric'})).toBe(false);
    expect(handlesDate('en', {...THEME_OPTIONS[0], hour: 'numeric'} as DateOptions)).toBe(false);
    expect(handlesDate('en', {...THEME_OPTIONS[0], month: 'numeric'})).toBe(false);
    expect(handlesDate('en', {...THEME_OPTIONS[0], calendar: 'buddhist'})).toBe(false);
  });
});
