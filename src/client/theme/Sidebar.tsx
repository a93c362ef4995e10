/**
 * The section sidebar: groups start expanded (unless `collapsed`) and toggle on click; arriving on a
 * page opens its group; a folded group renders its body only once opened; the active item is
 * highlighted and scrolled into view. Tags, dividers and section headers render. Below 960 px it is a
 * drawer opened from the "Menu" bar. A large sidebar's HTML holds only the branch of the page being read:
 * its other folded groups are added once the page has hydrated (see `LARGE_SIDEBAR_LINKS`).
 */
import { useSlots } from './slots.tsx';
import { useEffect, useId, useRef, useState } from 'react';
import type { ResolvedSidebarItem } from '../../shared/page-data.ts';
import { routeToHref } from '../../shared/routes.ts';
import { routeContext, usePage, usePageState, useT } from '../runtime/context.tsx';
import { useCoveringPanel, useOpenedOnce } from './hooks.ts';
import { UiString } from '../../shared/ui-keys.ts';

type SidebarGroupItem = Extract<ResolvedSidebarItem, { text: string }>;

/** An entry's icon (HTML the build made from `_meta.json` or front matter: sidebar-icons.ts), text and tag. */
const Label = ({ text, icon, tag }: { text: string; icon?: string; tag?: string }) => (
  <>
    {icon && <span className="sidebar-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} />}
    {text}
    {tag && <span className="sidebar-tag">{tag}</span>}
  </>
);

/**
 * The routes a group links to, itself and its descendants, collected once per group: every page asks every
 * group whether it holds the page, and walking the tree each time would cost a large site's build the
 * square of its page count.
 */
const routesByGroup = new WeakMap<SidebarGroupItem, Set<string>>();
function groupRoutes(group: SidebarGroupItem): Set<string> {
  let routes = routesByGroup.get(group);
  if (routes) return routes;
  routes = new Set(group.link ? [group.link] : []);
  for (const child of group.items ?? []) {
    if (!('text' in child)) continue;
    if (child.items) for (const route of groupRoutes(child)) routes.add(route);
    else if (child.link) routes.add(child.link);
  }
  routesByGroup.set(group, routes);
  return routes;
}

/**
 * Past this many links, the server render (and so the hydrating render, which must equal it) leaves out
 * the folded groups that do not hold the page: each would be a header in every page's HTML, 200 of them
 * in a 10,000-page generated sidebar (43 KB a page), and without JS they open nothing. The whole tree
 * comes from the sidebar's shared JSON file and is rendered right after hydration.
 */
const LARGE_SIDEBAR_LINKS = 60;

const linkCounts = new WeakMap<ResolvedSidebarItem[], number>();
function linkCount(items: ResolvedSidebarItem[]): number {
  let count = linkCounts.get(items);
  if (count !== undefined) return count;
  count = 0;
  for (const item of items) if ('text' in item) count += item.items ? groupRoutes(item).size : item.link ? 1 : 0;
  linkCounts.set(items, count);
  return count;
}

/** Whether a group starts folded on this page with its body not rendered (what a large sidebar's HTML leaves out). */
const startsFoldedAway = (group: SidebarGroupItem, routePath: string) =>
  group.collapsible !== false && group.collapsed === true && !group.renderFolded && !groupRoutes(group).has(routePath);

/** Set by the first hydrated Sidebar: later mounts (client navigation) render the whole tree at once. */
let hydrated = false;

function SidebarGroup({ item, depth, brief }: { item: SidebarGroupItem; depth: number; brief: boolean }) {
  const { routePath } = usePage();
  const t = useT();
  const id = useId();
  const active = groupRoutes(item).has(routePath);
  const collapsible = item.collapsible !== false;
  const [collapsed, setCollapsed] = useState(item.collapsed === true && !active);
  // Arriving on a page of this group opens it; the reader may still close it afterwards.
  useEffect(() => {
    if (active) setCollapsed(false);
  }, [active, routePath]);
  const open = !collapsible || !collapsed;
  // A folded group's body renders once it is opened: with thousands of pages, it would make every page's
  // HTML grow with the site. Until then the button has no body to point at (aria-expanded tells its state).
  // An mdBook's table of contents (`renderFolded`) keeps every entry in the HTML, folded or not.
  const everOpened = useOpenedOnce(open) || item.renderFolded === true;
  const controls = everOpened ? id : undefined;
  const toggle = () => setCollapsed(open);
  return (
    <li className={`sidebar-group depth-${depth}${open ? ' open' : ''}${active ? ' has-active' : ''}${item.className ? ` ${item.className}` : ''}`} data-context={item.context}>
      <div className="sidebar-group-header">
        {item.link ? (
          <>
            <a className={item.link === routePath ? 'sidebar-link active' : 'sidebar-link'} href={routeToHref(item.link, routeContext)} aria-current={item.link === routePath ? 'page' : undefined}>
              <Label {...item} />
            </a>
            {collapsible && (
              <button type="button" className="sidebar-toggle" aria-expanded={open} aria-controls={controls} aria-label={`${t(UiString.toggleGroup)}: ${item.text}`} onClick={toggle} />
            )}
          </>
        ) : collapsible ? (
          <button type="button" className="sidebar-group-title sidebar-group-button" aria-expanded={open} aria-controls={controls} onClick={toggle}>
            <Label {...item} />
          </button>
        ) : (
          <span className="sidebar-group-title">
            <Label {...item} />
          </span>
        )}
      </div>
      {everOpened && (
        <div id={id} className="sidebar-group-body" hidden={!open}>
          <SidebarItems items={item.items ?? []} depth={depth + 1} brief={brief} />
        </div>
      )}
    </li>
  );
}

/** `brief`: leave out the groups that start folded away from the page (keys stay the items' places, so state follows them when the rest arrives). */
function SidebarItems({ items, depth, brief }: { items: ResolvedSidebarItem[]; depth: number; brief: boolean }) {
  const { routePath } = usePage();
  return (
    <ul className="sidebar-items">
      {items.map((item, i) => {
        if ('dividerType' in item) return <li key={i} className={`sidebar-divider ${item.dividerType}`} role="separator" />;
        if ('sectionHeaderText' in item) {
          return (
            <li key={i} className="sidebar-section-header">
              <Label {...item} text={item.sectionHeaderText} />
            </li>
          );
        }
        if (item.items) return brief && startsFoldedAway(item, routePath) ? null : <SidebarGroup key={i} item={item} depth={depth} brief={brief} />;
        const activeItem = item.link === routePath;
        return (
          <li key={i} className={item.className} data-context={item.context}>
            <a className={activeItem ? 'sidebar-link active' : 'sidebar-link'} href={item.link ? routeToHref(item.link, routeContext) : undefined} aria-current={activeItem ? 'page' : undefined} {...(item.link && /^https?:/.test(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <Label {...item} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The widest window in which the sidebar is a drawer (`@media (max-width: 959px)` in layout.css). */
const DRAWER_MAX_WIDTH = 959;

export function Sidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { sidebar, page } = usePageState();
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  const [whole, setWhole] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    setWhole(true);
  }, []);
  const brief = !whole && !!sidebar && linkCount(sidebar) > LARGE_SIDEBAR_LINKS;
  useEffect(() => {
    const active = ref.current?.querySelector<HTMLElement>('.sidebar-link.active');
    if (!active || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const item = active.getBoundingClientRect();
    if (item.top < box.top || item.bottom > box.bottom) ref.current.scrollTop += item.top - box.top - box.height / 2 + item.height / 2;
  }, [page.routePath, brief]);
  // As a drawer (narrow screens): focus goes into it and stays there, the page behind stays still, Escape closes it.
  useCoveringPanel(open, onClose, DRAWER_MAX_WIDTH, [ref]);
  useEffect(() => {
    if (open) (ref.current?.querySelector<HTMLElement>('.sidebar-link.active') ?? ref.current?.querySelector<HTMLElement>('a, button'))?.focus({ preventScroll: false });
  }, [open]);
  if (!sidebar?.length) return null;
  const slots = useSlots();
  return (
    <>
      <div className={open ? 'sidebar-backdrop open' : 'sidebar-backdrop'} onClick={onClose} aria-hidden="true" />
      <aside id="doc-sidebar" className={open ? 'sidebar open' : 'sidebar'} ref={ref} aria-label={t(UiString.sidebarNav)}>
        {slots.beforeSidebar}
        <nav aria-label={t(UiString.sidebarNav)}>
          <SidebarItems items={sidebar} depth={0} brief={brief} />
        </nav>
        {slots.afterSidebar}
      </aside>
    </>
  );
}
