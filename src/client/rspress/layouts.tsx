/**
 * Rspress's layout components, as a Rspress site theme (`theme/index.tsx`) wraps them:
 * `<Layout beforeNav={…} />`, `<HomeLayout afterFeatures={…} />`, `<HomeHero image={…} />`. Each renders
 * docsite's built-in one with its props as the shell's slots (src/client/theme/slots.tsx), so a site
 * theme written for Rspress adds to the same places docsite's `slots` export fills.
 */
import { use, useEffect, useState, type ReactNode } from 'react';
import { Layout as BuiltinLayout, DocLayout as BuiltinDocLayout } from '../theme/Layout.tsx';
import { HomeLayout as BuiltinHomeLayout } from '../theme/home/HomeLayout.tsx';
import { Hero as BuiltinHero, type HeroProps } from '../theme/home/Hero.tsx';
import { SlotPropsContext, type ThemeSlots } from '../theme/slots.tsx';
import { IconClose } from '../theme/icons.tsx';
import { usePage, useT } from '../runtime/context.tsx';
import { UiString } from '../../shared/ui-keys.ts';
import { Link } from './link.tsx';

/** The slot props a layout was given (components and functions left out), merged over those around it. */
function WithSlots({ slots, children }: { slots: ThemeSlots; children: ReactNode }) {
  const around = use(SlotPropsContext);
  const given = Object.fromEntries(Object.entries(slots).filter(([, value]) => value !== undefined));
  return <SlotPropsContext value={{ ...around, ...given }}>{children}</SlotPropsContext>;
}

export type LayoutProps = Omit<ThemeSlots, 'HomeSections' | 'loadHomeSections'> & { children?: ReactNode };
export type HomeLayoutProps = Pick<ThemeSlots, 'beforeHero' | 'afterHero' | 'beforeHeroActions' | 'afterHeroActions' | 'beforeFeatures' | 'afterFeatures'>;
export type DocLayoutProps = Pick<ThemeSlots, 'beforeDoc' | 'afterDoc' | 'beforeDocContent' | 'afterDocContent' | 'beforeDocFooter' | 'afterDocFooter' | 'beforeOutline' | 'afterOutline' | 'beforeSidebar' | 'afterSidebar'>;
export type HomeHeroProps = Partial<HeroProps> & { image?: ReactNode; beforeHeroActions?: ReactNode; afterHeroActions?: ReactNode };

/** The whole page: nav, sidebar, content, with the slots given as props. */
export function Layout({ children: _children, ...slots }: LayoutProps) {
  return (
    <WithSlots slots={slots}>
      <BuiltinLayout />
    </WithSlots>
  );
}

/** The home page: hero, features and the page's content, with the slots given as props. */
export function HomeLayout(slots: HomeLayoutProps) {
  return (
    <WithSlots slots={slots}>
      <BuiltinHomeLayout />
    </WithSlots>
  );
}

/** A doc page's columns, with the slots given as props (a site theme's `DocLayout` replaces the shell's). */
export function DocLayout({ hidden, ...slots }: DocLayoutProps & { hidden?: Set<string> }) {
  const shown = hidden ?? new Set<string>();
  return (
    <WithSlots slots={slots}>
      <BuiltinDocLayout hidden={shown} />
    </WithSlots>
  );
}

/**
 * The home hero from the page's `hero` front matter (or the props given). `image` takes the place of the
 * hero's picture; `beforeHeroActions`/`afterHeroActions` go around its buttons. A site theme exporting
 * `HomeHero` replaces docsite's `Hero` with it.
 */
export function HomeHero({ image, beforeHeroActions, afterHeroActions, ...given }: HomeHeroProps) {
  const page = usePage();
  const hero = (Object.keys(given).length ? given : (page.frontmatter.hero ?? {})) as HeroProps;
  return (
    <WithSlots slots={{ heroImage: image, beforeHeroActions, afterHeroActions }}>
      <BuiltinHero {...hero} />
    </WithSlots>
  );
}

/**
 * Rspress's `<Banner href message storageKey />`: a bar (usually in `beforeNav`) that stays closed once
 * closed, remembered under `storageKey` (in localStorage, or sessionStorage with `storage`). `customChildren`
 * replaces the link.
 */
export function Banner({
  href,
  message,
  storageKey = 'rp-banner-closed',
  storage = 'localStorage',
  display = true,
  className,
  customChildren,
}: {
  href?: string;
  message?: ReactNode;
  storageKey?: string;
  storage?: 'localStorage' | 'sessionStorage' | false;
  display?: boolean;
  className?: string;
  customChildren?: ReactNode;
}) {
  const t = useT();
  // Shown once mounted: the server cannot know whether this reader closed it.
  const [open, setOpen] = useState(false);
  const store = () => (storage === false ? undefined : window[storage]);
  useEffect(() => {
    try {
      setOpen(store()?.getItem(storageKey) !== 'true');
    } catch {
      setOpen(true);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storageKey, storage]);
  if (!display || !open) return null;
  const close = () => {
    try {
      store()?.setItem(storageKey, 'true');
    } catch {
      // private mode: closed for this page view only
    }
    setOpen(false);
  };
  return (
    <div className={`announcement${className ? ` ${className}` : ''}`} role="region" aria-label={typeof message === 'string' ? message : undefined}>
      {customChildren ?? (href ? <Link href={href}>{message}</Link> : <span>{message}</span>)}
      <button type="button" className="announcement-close" onClick={close} aria-label={t(UiString.closeAnnouncement)}>
        <IconClose width={16} height={16} />
      </button>
    </div>
  );
}
