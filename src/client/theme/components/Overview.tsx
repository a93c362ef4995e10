/**
 * An overview page: the section's pages grouped into cards, with a filter box matching group names,
 * page titles and their h2 headers (case-insensitive substring). Data comes from the build (page.overview).
 */
import { useState } from 'react';
import { routeToHref } from '../../../shared/routes.ts';
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

export function Overview() {
  const page = usePage();
  const t = useT();
  const [query, setQuery] = useState('');
  const groups = filterOverview(page.overview ?? [], query);
  return (
    <div className="overview">
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
                    <a href={routeToHref(item.link, routeContext)}>{item.text}</a>
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
