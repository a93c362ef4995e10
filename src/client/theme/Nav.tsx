/**
 * The top bar: logo and title, nav items, search, then version and language switchers, theme toggle
 * and social links. From 1280 px those extras sit in the bar; between 768 and 1279 px they move into
 * a "more" panel; below 768 px a hamburger opens a full-screen menu holding everything. The panel and
 * the menu repeat what the bar shows, so their content renders only once they are opened.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { joinRoutePath, routeToHref } from '../../shared/routes.ts';
import { routeContext, site, useLocale, usePage, useT } from '../runtime/context.tsx';
import { MobileNavItem, NavMenu } from './NavMenu.tsx';
import { LanguageSwitcher, VersionSwitcher, useLanguageItems, useVersionItems } from './Switchers.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { SearchButton } from 'docsite:site-theme';
import { useSlots } from './slots.tsx';
import { IconClose, IconMenu } from './icons.tsx';
import { useCloseOnNavigation, useDisclosure } from './disclosure.ts';
import { useCoveringPanel, useHideOnScroll, useOpenedOnce } from './hooks.ts';
import { UiString } from '../../shared/ui-keys.ts';

/** Below this width the hamburger menu replaces the nav items. */
export const MOBILE_BREAKPOINT = 768;

function Logo() {
  const page = usePage();
  const locale = useLocale();
  // The home of the page's language, in the page's version on a versioned site.
  const home = routeToHref(joinRoutePath({ lang: page.lang, version: page.version, path: '/' }, routeContext), routeContext);
  const text = site.logoText ?? locale.title ?? site.title;
  // A logo (often a wordmark) stands alone unless logoText is set; the title text shows in its
  // place if the picture cannot load.
  const textClass = site.logo && !site.logoText ? 'nav-title-text nav-title-fallback' : 'nav-title-text';
  return (
    <a className="nav-title" href={home} aria-label={text}>
      {site.logo && (
        <>
          {/* Sized by CSS (32 px high): a height attribute on the hidden variant made its reported box
              natural width × 32, which Lighthouse counts as a distorted image. */}
          <img className="logo logo-light" src={site.logo.light} alt="" />
          <img className="logo logo-dark" src={site.logo.dark} alt="" />
        </>
      )}
      <span className={textClass}>{text}</span>
    </a>
  );
}

/** Version, language, theme and social links as flat lists: for the "more" panel and the mobile menu. */
function FlatExtras({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const languages = useLanguageItems();
  const versions = useVersionItems();
  return (
    <>
      {versions.length > 0 && <MobileNavItem item={{ text: t(UiString.version), items: versions }} onNavigate={onNavigate} />}
      {languages.length > 1 && <MobileNavItem item={{ text: t(UiString.language), items: languages }} onNavigate={onNavigate} />}
      <div className="nav-flat-row">
        {site.appearance && <ThemeToggle withLabel />}
        <SocialLinks />
      </div>
    </>
  );
}

function NavMore() {
  const t = useT();
  const { routePath } = usePage();
  const { open, setOpen, rootProps, buttonProps, panelProps } = useDisclosure({ hover: false });
  useCloseOnNavigation(routePath, open, setOpen);
  const filled = useOpenedOnce(open);
  return (
    <div className={open ? 'nav-more menu open' : 'nav-more menu'} {...rootProps}>
      <button type="button" className="icon-button" aria-label={t(UiString.moreSettings)} title={t(UiString.moreSettings)} {...buttonProps}>
        <IconMenu />
      </button>
      <div className="menu-panel nav-more-panel" {...panelProps}>
        {filled && <FlatExtras onNavigate={() => setOpen(false)} />}
      </div>
    </div>
  );
}

function useMobileMenu() {
  const { routePath } = usePage();
  const [open, setOpen] = useState(false);
  useCloseOnNavigation(routePath, open, setOpen);
  const close = useCallback(() => setOpen(false), []);
  return [open, setOpen, close] as const;
}

export function Nav() {
  const locale = useLocale();
  const slots = useSlots();
  const t = useT();
  const [menuOpen, setMenuOpen, closeMenu] = useMobileMenu();
  const menuFilled = useOpenedOnce(menuOpen);
  const hidden = useHideOnScroll(site.hideNavbar === 'auto' && !menuOpen);
  const hamburger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  // The open menu covers the page: Tab cycles through it and the button that closes it.
  useCoveringPanel(menuOpen, closeMenu, MOBILE_BREAKPOINT - 1, [hamburger, menu]);
  useEffect(() => {
    // When the menu closes with focus inside it (Escape, or a link followed), focus goes back to the button
    // that opened it rather than to the hidden link or the document.
    const focus = document.activeElement;
    if (wasOpen.current && !menuOpen && (focus === document.body || menu.current?.contains(focus))) hamburger.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);
  const { version } = usePage();
  // A versioned site's pages of another version than the default show that version's nav.
  const items = (version && locale.versionNav?.[version]) || locale.nav;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position !== 'left');
  return (
    <header className={`nav${hidden ? ' nav-hidden' : ''}${menuOpen ? ' menu-open' : ''}`}>
      <div className="nav-inner">
        <div className="nav-left">
          {slots.beforeNavTitle}
          <Logo />
          {slots.afterNavTitle}
          {left.length > 0 && (
            <nav className="nav-items nav-items-left" aria-label={t(UiString.mainNav)}>
              {left.map((item, i) => <NavMenu key={i} item={item} />)}
            </nav>
          )}
        </div>
        <div className="nav-right">
          <SearchButton />
          <nav className="nav-items" aria-label={t(UiString.mainNav)}>
            {right.map((item, i) => <NavMenu key={i} item={item} />)}
          </nav>
          <div className="nav-extras">
            <VersionSwitcher />
            <LanguageSwitcher />
            {site.appearance && <ThemeToggle />}
            <SocialLinks />
          </div>
          <NavMore />
          <button ref={hamburger} type="button" className="icon-button hamburger" aria-label={menuOpen ? t(UiString.closeMenu) : t(UiString.openMenu)} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(!menuOpen)}>
            {menuOpen ? <IconClose /> : <IconMenu />}
          </button>
        </div>
      </div>
      <div id="mobile-menu" ref={menu} className={menuOpen ? 'mobile-menu open' : 'mobile-menu'} hidden={!menuOpen}>
        {menuFilled && (
          <>
            <nav className="mobile-menu-items" aria-label={t(UiString.mainNav)}>
              {items.map((item, i) => <MobileNavItem key={i} item={item} onNavigate={closeMenu} />)}
            </nav>
            <div className="mobile-menu-extras">
              <FlatExtras onNavigate={closeMenu} />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
