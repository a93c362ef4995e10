/**
 * A post's publication date (front matter `published_at`), as shown under its title: "September 10, 2024" /
 * "2024年9月10日". The calendar day as written, formatted in UTC, so every machine prints the same day.
 */
import { langTag } from './i18n.ts';

/** The `YYYY-MM-DD` of a front-matter date (a YAML date string or timestamp), or null when it has none. */
export function publishedDay(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '');
  return match ? match[0] : null;
}

export function formatPublishedDate(day: string, lang: string): string {
  return new Intl.DateTimeFormat(langTag(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
