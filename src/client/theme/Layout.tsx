/**
 * Picks the layout for the page (its front matter's `layout`, else its page type) and assembles the shell
 * around the page content. Shell components come from `docsite:site-theme`: the site theme's own where it
 * has one, else the built-in (src/node/pipeline/site-theme-module.ts).
 */
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { site, usePage, usePageState, useT, useLang } from '../runtime/context.tsx';
import { Nav, Sidebar, Outline, OutlineMenu, DocFooter, Announcement, layouts } from 'docsite:site-theme';
import * as siteTheme from 'docsite:site-theme';
import { loadedHomeLayout } from '../runtime/layouts.ts';
import { ImageZoom } from './ImageZoom.tsx';
import { HeadSync } from './HeadSync.tsx';
import { useHiddenParts } from './hooks.ts';
import { MdxContent } from './MdxContent.tsx';
import { IconMenu } from './icons.tsx';
import { useSlots } from './slots.tsx';
import { UiString } from '../../shared/ui-keys.ts';

/** A doc page's columns: sidebar, content and footer, outline. A site theme's `DocLayout` may wrap it. */
export function DocLayout({ hidden }: { hidden: Set<string> }) {
  const { page, Content, sidebar } = usePageState();
  const t = useT();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setSidebarOpen(false), [page.routePath]);
  const fm = page.frontmatter;
  const showSidebar = fm.sidebar !== false && !hidden.has('sidebar') && !!sidebar?.length;
  const showOutline = fm.outline !== false && !hidden.has('outline') && page.toc.length > 0;
  const showFooter = fm.footer !== false && !hidden.has('footer');
  const closeSidebar = useCallback(() => {
    setSidebarOpen(false);
    menuButton.current?.focus();
  }, []);
  const slots = useSlots();
  return (
    <div className={`doc-layout${showSidebar ? ' has-sidebar' : ''}${showOutline ? ' has-outline' : ''}`}>
      {(showSidebar || showOutline) && (
        <div className="sidebar-bar">
          {showSidebar && (
            <button ref={menuButton} type="button" className="sidebar-bar-button" onClick={() => setSidebarOpen(true)} aria-expanded={sidebarOpen} aria-controls="doc-sidebar">
              <IconMenu width={16} height={16} />
              {t(UiString.menu)}
            </button>
          )}
          {showOutline && <OutlineMenu />}
        </div>
      )}
      {showSidebar && <Sidebar open={sidebarOpen} onClose={closeSidebar} />}
      <main className="doc-main" id="main-content" tabIndex={-1}>
        {slots.beforeDoc}
        <article className="doc-content">
          {slots.beforeDocContent}
          <MdxContent Content={Content} />
          {slots.afterDocContent}
        </article>
        {slots.beforeDocFooter}
        {showFooter && <DocFooter />}
        {slots.afterDocFooter}
        {slots.afterDoc}
      </main>
      {showOutline && (
        <aside className="doc-aside" aria-label={t(UiString.onThisPage)}>
          {slots.beforeOutline}
          <Outline />
          {slots.afterOutline}
        </aside>
      )}
    </div>
  );
}

/** Moves focus (not just the view) to the main content, so the next Tab starts there. */
function skipToContent(event: MouseEvent) {
  const main = document.getElementById('main-content');
  if (!main) return;
  event.preventDefault();
  main.focus({ preventScroll: true });
  main.scrollIntoView();
}

export function Layout() {
  const page = usePage();
  const { Content } = usePageState();
  const lang = useLang();
  const t = useT();
  const hidden = useHiddenParts();
  useEffect(() => {
    // Marks the page as interactive (tests and scripts wait for it).
    document.documentElement.setAttribute('data-hydrated', '');
    // A pinned theme still follows the system when it is `force-auto` (Rspress's darkMode). The watching code
    // (with the toggle's) is not needed to hydrate: it loads after.
    const initial = site.darkMode ?? (site.appearance ? 'auto' : 'light');
    if (!site.appearance && initial !== 'auto') return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('../../shared/appearance.ts').then((m) => {
      if (live) stop = m.watchAppearance(initial, site.appearance);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  const showNav = !hidden.has('navbar') && page.pageType !== 'blank' && page.frontmatter.navbar !== false;
  const globalUI = page.frontmatter.globalUIComponents !== false && !hidden.has('globalUIComponents');
  const slots = useSlots();
  // A page may name a component of the site theme as its layout (`layout: Wide`): it takes the body's place.
  const Named = layouts[page.frontmatter.layout as string];
  let body;
  switch (Named ? '' : page.pageType) {
    case '':
      body = <Named />;
      break;
    case 'home': {
      const HomeLayout = loadedHomeLayout()!; // loaded with the page (src/client/runtime/layouts.ts)
      body = <HomeLayout />;
      break;
    }
    // The generated 404 page's module is the not-found screen (notFoundModule in pipeline/stages.ts); it is laid
    // out as a custom page, as is a page an author gives pageType 404: one <main>, whatever address it is shown at.
    case '404':
    case 'custom':
    case 'blank':
      body = (
        <main id="main-content" className="custom-layout" tabIndex={-1}>
          <MdxContent Content={Content} />
        </main>
      );
      break;
    default: {
      const Doc = siteTheme.DocLayout ?? DocLayout;
      body = <Doc hidden={hidden} />;
    }
  }
  return (
    <div className={`layout page-${page.pageType}${showNav ? '' : ' no-nav'}`} data-lang={lang}>
      <a className="skip-link" href="#main-content" onClick={skipToContent}>{t(UiString.skipToContent)}</a>
      {slots.top}
      {globalUI && <Announcement />}
      {slots.beforeNav}
      {showNav && <Nav />}
      {slots.afterNav}
      {body}
      {slots.bottom}
      {globalUI && page.pageType === 'doc' && <ImageZoom />}
      <HeadSync page={page} feedsEnabled={globalUI} />
    </div>
  );
}
