/** The top bar: logo and title, nav items, search, version and language switchers, theme, social links. */
import { useEffect, useState, type ReactNode } from 'react';
import { routeToHref } from '../shared/routes.ts';
import { routeContext, site, useLocale, usePage, useT } from '../runtime/context.tsx';
import { NavMenu } from './NavMenu.tsx';
import { LanguageSwitcher, VersionSwitcher } from './Switchers.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { SearchButton } from './search/SearchButton.tsx';
import { IconClose, IconMenu } from './icons.tsx';

const MOBILE_MAX = 768;

function Logo() {
  const page = usePage();
  const locale = useLocale();
  const home = routeToHref(page.lang === site.defaultLang ? '/' : `/${page.lang}/`, routeContext);
  return (
    <a className="nav-title" href={home} aria-label={site.title}>
      {site.logo && (
        <>
          <img className="logo logo-light" src={site.logo.light} alt="" width={32} height={32} />
          <img className="logo logo-dark" src={site.logo.dark} alt="" width={32} height={32} />
        </>
      )}
      <span className="nav-title-text">{site.logoText ?? locale.title ?? site.title}</span>
    </a>
  );
}

export function Nav({ beforeTitle }: { beforeTitle?: ReactNode }) {
  const locale = useLocale();
  const page = usePage();
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const [hidden, setHidden] = useState(false);

  useEffect(() => setMenuOpen(false), [page.routePath]);
  useEffect(() => {
    if (!menuOpen) return;
    const onResize = () => {
      if (window.innerWidth >= MOBILE_MAX) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('resize', onResize);
    document.addEventListener('keydown', onKey);
    document.documentElement.classList.add('no-scroll');
    return () => {
      window.removeEventListener('resize', onResize);
      document.removeEventListener('keydown', onKey);
      document.documentElement.classList.remove('no-scroll');
    };
  }, [menuOpen]);
  useEffect(() => {
    if (site.hideNavbar !== 'auto') return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > last && y > 120);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const closeMenu = () => setMenuOpen(false);
  const items = locale.nav;
  return (
    <header className={hidden ? 'nav hidden' : 'nav'}>
      <div className="nav-inner">
        <div className="nav-left">
          {beforeTitle}
          <Logo />
        </div>
        <div className="nav-right">
          <SearchButton />
          <nav className="nav-items" aria-label={t('mainNav')}>
            {items.filter((i) => i.position !== 'left').map((item, i) => <NavMenu key={i} item={item} />)}
          </nav>
          <div className="nav-extras">
            <VersionSwitcher />
            <LanguageSwitcher />
            {site.appearance && <ThemeToggle />}
            <SocialLinks />
          </div>
          <button type="button" className="icon-button hamburger" aria-label={menuOpen ? t('closeMenu') : t('openMenu')} aria-expanded={menuOpen} aria-controls="mobile-menu" onClick={() => setMenuOpen(!menuOpen)}>
            {menuOpen ? <IconClose /> : <IconMenu />}
          </button>
        </div>
      </div>
      <div id="mobile-menu" className={menuOpen ? 'mobile-menu open' : 'mobile-menu'} hidden={!menuOpen}>
        <nav className="mobile-menu-items" aria-label={t('mainNav')}>
          {items.map((item, i) => <NavMenu key={i} item={item} onNavigate={closeMenu} />)}
        </nav>
        <div className="mobile-menu-extras">
          <VersionSwitcher onNavigate={closeMenu} />
          <LanguageSwitcher onNavigate={closeMenu} />
          {site.appearance && <ThemeToggle withLabel />}
          <SocialLinks />
        </div>
      </div>
    </header>
  );
}
