/** A nav item: a link, or a menu of links that opens on hover, click or keyboard and closes on Escape. */
import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '../shared/page-data.ts';
import { isExternalUrl, routeToHref, splitRoutePath } from '../shared/routes.ts';
import { routeContext, usePage } from '../runtime/context.tsx';
import { IconChevronDown, IconExternal } from './icons.tsx';

export function isNavActive(item: NavItem, routePath: string): boolean {
  const path = splitRoutePath(routePath, routeContext).path;
  if (item.activeMatch) {
    try {
      return new RegExp(item.activeMatch).test(path);
    } catch {
      return false;
    }
  }
  if (item.link && !isExternalUrl(item.link)) return item.link === routePath;
  return (item.items ?? []).some((child) => isNavActive(child, routePath));
}

export function NavLink({ item, className = 'nav-link', onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const { routePath } = usePage();
  const external = item.link ? isExternalUrl(item.link) : false;
  const active = isNavActive(item, routePath);
  return (
    <a
      className={active ? `${className} active` : className}
      href={item.link ? (external ? item.link : routeToHref(item.link, routeContext)) : undefined}
      aria-current={active && !external ? 'page' : undefined}
      onClick={onNavigate}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.text}
      {item.tag && <span className="nav-tag">{item.tag}</span>}
      {external && <IconExternal className="external-icon" />}
    </a>
  );
}

export function NavMenu({ item, onNavigate, highlight = true }: { item: NavItem; onNavigate?: () => void; highlight?: boolean }) {
  const { routePath } = usePage();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    const onDown = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open]);
  useEffect(() => setOpen(false), [routePath]);
  if (!item.items) return <NavLink item={item} onNavigate={onNavigate} />;
  const active = highlight && isNavActive(item, routePath);
  return (
    <div className={open ? 'menu open' : 'menu'} ref={ref} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button type="button" className={active ? 'nav-link menu-button active' : 'nav-link menu-button'} aria-haspopup="true" aria-expanded={open} onClick={() => setOpen(!open)}>
        {item.text}
        <IconChevronDown />
      </button>
      <div className="menu-panel" role="menu">
        {item.items.map((child, i) =>
          child.items ? (
            <div key={i} className="menu-group" role="group" aria-label={child.text}>
              <div className="menu-group-title">{child.text}</div>
              {child.items.map((grand, j) => <NavLink key={j} item={grand} className="menu-link" onNavigate={onNavigate} />)}
            </div>
          ) : (
            <NavLink key={i} item={child} className="menu-link" onNavigate={onNavigate} />
          ),
        )}
      </div>
    </div>
  );
}
