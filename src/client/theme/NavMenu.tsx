/** A nav item: a link, or a menu of links that opens on hover, click or keyboard and closes on Escape (see disclosure.ts). */
import type { NavItem } from '../../shared/page-data.ts';
import { isExternalUrl, routeToHref, splitRoutePath } from '../../shared/routes.ts';
import { routeContext, usePage } from '../runtime/context.tsx';
import { IconChevronDown, IconExternal } from './icons.tsx';
import { useCloseOnNavigation, useDisclosure } from './disclosure.ts';

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
  // An item with no link (the language being read, in the language menu) is text, not an <a> without href:
  // crawlers and screen readers take that for a broken link. A language item is this page in another
  // language (rel="alternate" with hreflang, as the head's links are).
  const Tag = item.link ? 'a' : 'span';
  const linkProps = item.link && {
    href: external ? item.link : routeToHref(item.link, routeContext),
    hrefLang: item.lang,
    onClick: onNavigate,
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : item.lang ? { rel: 'alternate' } : {}),
  };
  return (
    <Tag className={active ? `${className} active` : className} lang={item.lang} aria-current={active && !external ? 'page' : undefined} {...linkProps}>
      <ItemIcon icon={item.icon} />
      {item.text}
      {item.tag && <span className="nav-tag">{item.tag}</span>}
      {external && <IconExternal className="external-icon" />}
    </Tag>
  );
}

export function NavMenu({ item, onNavigate, highlight = true }: { item: NavItem; onNavigate?: () => void; highlight?: boolean }) {
  const { routePath } = usePage();
  const { open, setOpen, rootProps, buttonProps, panelProps } = useDisclosure();
  useCloseOnNavigation(routePath, open, setOpen);
  if (!item.items) return <NavLink item={item} onNavigate={onNavigate} />;
  const active = highlight && isNavActive(item, routePath);
  return (
    <div className={open ? 'menu open' : 'menu'} {...rootProps}>
      <button type="button" className={active ? 'nav-link menu-button active' : 'nav-link menu-button'} {...buttonProps}>
        <ItemIcon icon={item.icon} />
        {item.text}
        <IconChevronDown />
      </button>
      <div className="menu-panel" {...panelProps}>
        <MenuEntries item={item} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

/**
 * A menu's entries: its own link first (an item may have both a link and items), then links and titled
 * groups of them, nested as deep as the config nests them.
 */
/** A nav item's icon: HTML the build made from its `icon` (content/sidebar-icons.ts). */
function ItemIcon({ icon }: { icon?: string }) {
  return icon ? <span className="nav-link-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon }} /> : null;
}

function MenuEntries({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  return (
    <>
      {item.link && <NavLink item={{ text: item.text, link: item.link }} className="menu-link" onNavigate={onNavigate} />}
      {item.items!.map((child, i) =>
        child.items ? (
          <div key={i} className="menu-group" role="group" aria-label={child.text}>
            <div className="menu-group-title" aria-hidden="true">
              <ItemIcon icon={child.icon} />
              {child.text}
            </div>
            <MenuEntries item={child} onNavigate={onNavigate} />
          </div>
        ) : (
          <NavLink key={i} item={child} className="menu-link" onNavigate={onNavigate} />
        ),
      )}
    </>
  );
}

/** A nav item laid out for the full-screen mobile menu: a link, or a titled list of its entries. */
export function MobileNavItem({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  if (!item.items) return <NavLink item={item} onNavigate={onNavigate} />;
  return (
    <div className="mobile-nav-group" role="group" aria-label={item.text}>
      <div className="mobile-nav-group-title" aria-hidden="true">
        <ItemIcon icon={item.icon} />
        {item.text}
      </div>
      <MenuEntries item={item} onNavigate={onNavigate} />
    </div>
  );
}
