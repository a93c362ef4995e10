/** The section sidebar: collapsible groups (the active page's group always open), tags, dividers, headers. */
import { useEffect, useRef, useState } from 'react';
import type { ResolvedSidebarItem } from '../shared/page-data.ts';
import { routeToHref } from '../shared/routes.ts';
import { routeContext, usePage, usePageState, useT } from '../runtime/context.tsx';
import { IconChevronRight } from './icons.tsx';

function containsRoute(item: ResolvedSidebarItem, routePath: string): boolean {
  if (!('text' in item)) return false;
  if (item.link === routePath) return true;
  return (item.items ?? []).some((child) => containsRoute(child, routePath));
}

function SidebarGroup({ item, depth }: { item: Extract<ResolvedSidebarItem, { text: string }>; depth: number }) {
  const { routePath } = usePage();
  const t = useT();
  const active = containsRoute(item, routePath);
  const [collapsed, setCollapsed] = useState(item.collapsed === true && !active);
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active]);
  const open = !collapsed || active;
  return (
    <li className={`sidebar-group depth-${depth}${open ? ' open' : ''}`}>
      <div className="sidebar-group-header">
        {item.link ? (
          <a className={item.link === routePath ? 'sidebar-link active' : 'sidebar-link'} href={routeToHref(item.link, routeContext)} aria-current={item.link === routePath ? 'page' : undefined}>
            {item.text}
          </a>
        ) : (
          <span className="sidebar-group-title">{item.text}</span>
        )}
        {item.tag && <span className="sidebar-tag">{item.tag}</span>}
        {item.collapsible !== false && (
          <button type="button" className="sidebar-toggle" aria-expanded={open} aria-label={`${t('toggleGroup')}: ${item.text}`} onClick={() => setCollapsed(open)}>
            <IconChevronRight />
          </button>
        )}
      </div>
      {open && <SidebarItems items={item.items ?? []} depth={depth + 1} />}
    </li>
  );
}

function SidebarItems({ items, depth }: { items: ResolvedSidebarItem[]; depth: number }) {
  const { routePath } = usePage();
  return (
    <ul className="sidebar-items">
      {items.map((item, i) => {
        if ('dividerType' in item) return <li key={i} className={`sidebar-divider ${item.dividerType}`} role="separator" />;
        if ('sectionHeaderText' in item) {
          return (
            <li key={i} className="sidebar-section-header">
              {item.sectionHeaderText}
              {item.tag && <span className="sidebar-tag">{item.tag}</span>}
            </li>
          );
        }
        if (item.items) return <SidebarGroup key={i} item={item} depth={depth} />;
        const activeItem = item.link === routePath;
        return (
          <li key={i}>
            <a className={activeItem ? 'sidebar-link active' : 'sidebar-link'} href={item.link ? routeToHref(item.link, routeContext) : undefined} aria-current={activeItem ? 'page' : undefined} {...(item.link && /^https?:/.test(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.text}
              {item.tag && <span className="sidebar-tag">{item.tag}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sidebar, page } = usePageState();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('.sidebar-link.active');
    if (!active || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) active.scrollIntoView({ block: 'center' });
  }, [page.routePath]);
  if (!sidebar?.length) return null;
  return (
    <>
      <div className={open ? 'sidebar-backdrop open' : 'sidebar-backdrop'} onClick={onClose} aria-hidden="true" />
      <aside className={open ? 'sidebar open' : 'sidebar'} ref={ref} aria-label={t('sidebarNav')}>
        <nav>
          <SidebarItems items={sidebar} depth={0} />
        </nav>
      </aside>
    </>
  );
}
