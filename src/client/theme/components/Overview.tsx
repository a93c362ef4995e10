/**
 * An overview page: the section's pages grouped into cards, with a filter box matching group names,
 * page titles and their headings (case-insensitive substring). Data comes from the build (page.overview):
 * which headings of each page it holds follows Rspress's `overviewHeaders` (pipeline/site-model.ts).
 */
import { useState, type ReactNode } from 'react';
import { isExternalUrl, routeToHref } from '../../../shared/routes.ts';
import { routeContext, usePage, useT } from '../../runtime/context.tsx';
import type { OverviewGroup } from '../../../shared/page-data.ts';
import { UiString } from '../../../shared/ui-keys.ts';

/** Keeps the groups and items that match; a group whose name matches keeps all its items. */
export function filterOverview(groups: OverviewGroup[], query: string): OverviewGroup[] {
  const q = query.trim().toLowerCase();
  if (!q) return groups;
  const out: OverviewGroup[] = [];
  for (const group of groups) {
    if (group.name.toLowerCase().includes(q)) {
      out.push(group);
      continue;
    }
    const items = group.items.filter((item) => item.text.toLowerCase().includes(q) || item.headers.some((h) => h.text.toLowerCase().includes(q)));
    if (items.length) out.push({ ...group, items });
  }
  return out;
}

export interface OverviewProps {
  /** List each page's headings under it (the levels `overviewHeaders` picks), as Rspress's overview does. Off, the filter still matches them. */
  headers?: boolean;
  /** Rspress's prop: these groups instead of the section's (their items' `headers` are listed). */
  groups?: { name: string; items: { text: string; link: string; headers?: { text: string; id: string }[] }[] }[];
  /** Rspress's prop: shown above the filter. */
  content?: ReactNode;
}

export function Overview({ headers, groups: given, content }: OverviewProps = {}) {
  const page = usePage();
  const t = useT();
  const [query, setQuery] = useState('');
  const all = given?.map((group) => ({ ...group, items: group.items.map((item) => ({ ...item, headers: item.headers ?? [] })) })) ?? page.overview ?? [];
  const groups = filterOverview(all, query);
  const listHeaders = headers ?? given !== undefined;
  const href = (link: string) => (isExternalUrl(link) || link.startsWith('#') ? link : routeToHref(link, routeContext));
  return (
    <div className="overview">
      {content}
      <label className="overview-filter">
        <span className="overview-filter-label">{t(UiString.filter)}</span>
        <input type="search" value={query} placeholder={t(UiString.filterPlaceholder)} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {groups.length === 0 ? (
        <p className="overview-empty">
          {t(UiString.overviewNoMatch)} <code>{query}</code>
        </p>
      ) : (
        <div className="overview-groups">
          {groups.map((group) => (
            <section key={group.name} className="overview-group">
              <h2>{group.name || t(UiString.overviewOthers)}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.link}>
                    <a href={href(item.link)}>{item.text}</a>
                    {listHeaders && item.headers.length > 0 && (
                      <ul className="overview-headers">
                        {item.headers.map((header) => (
                          <li key={header.id}>
                            <a href={`${href(item.link)}#${encodeURIComponent(header.id)}`}>{header.text}</a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
