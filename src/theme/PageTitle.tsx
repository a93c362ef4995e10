/**
 * The page's `# Title`, followed by the publication date of a post that gives `published_at` in its front
 * matter ("September 10, 2024" / "2024年9月10日"). The date is the calendar day as written, formatted in
 * UTC, so the server and every reader's browser print the same day.
 */
import type { ComponentProps } from 'react';
import { usePage } from '../runtime/context.tsx';
import { langTag } from '../shared/i18n.ts';

/** The `YYYY-MM-DD` of a front-matter date (a YAML date string or timestamp), or null when it has none. */
export function publishedDay(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : '');
  return match ? match[0] : null;
}

export function formatPublishedDate(day: string, lang: string): string {
  return new Intl.DateTimeFormat(langTag(lang), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function PageTitle(props: ComponentProps<'h1'>) {
  const page = usePage();
  const day = publishedDay(page.frontmatter.published_at);
  if (!day) return <h1 {...props} />;
  return (
    <>
      <h1 {...props} />
      <p className="published-date">
        <time dateTime={day}>{formatPublishedDate(day, page.lang)}</time>
      </p>
    </>
  );
}
