/**
 * A post's publication date (front matter `published_at`), as shown under its title: "September 10, 2024" /
 * "2024年9月10日". The calendar day as written, formatted in UTC, so every machine prints the same day.
 */
import { intlLocale } from './i18n.ts';

/** The `YYYY-MM-DD` of a front-matter date (a YAML date string or timestamp), or null when it has none. */
export function publishedDay(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '');
  return match ? match[0] : null;
}

// Creating a DateTimeFormat costs far more than formatting with one (the first in a compile worker loads
// the locale's data): one per locale.
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatPublishedDate(day: string, lang: string): string {
  const locale = intlLocale(lang);
  let format = formatters.get(locale);
  if (!format) formatters.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}
