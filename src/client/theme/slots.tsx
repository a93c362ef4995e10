/**
 * Places where a site's own theme (its `slots` export, from `content/_theme/slots.tsx` or the site theme
 * itself) adds to the shell. The names are Rspress's Layout props. Read at render time, so the site theme
 * may itself import docsite's components without an import cycle biting.
 */
import { createContext, use, type ComponentType, type ReactNode } from 'react';
import { slots } from 'docsite:site-theme';

export interface ThemeSlots {
  /** At the very top and bottom of every page. */
  top?: ReactNode;
  bottom?: ReactNode;
  /** Around the nav bar, and around the site title inside it. */
  beforeNav?: ReactNode;
  afterNav?: ReactNode;
  beforeNavTitle?: ReactNode;
  afterNavTitle?: ReactNode;
  /** Inside the sidebar, above and below its links. */
  beforeSidebar?: ReactNode;
  afterSidebar?: ReactNode;
  /** Doc pages: around the whole doc column, around the page's content, around the footer under it. */
  beforeDoc?: ReactNode;
  afterDoc?: ReactNode;
  beforeDocContent?: ReactNode;
  afterDocContent?: ReactNode;
  beforeDocFooter?: ReactNode;
  afterDocFooter?: ReactNode;
  /** Inside the outline column, above and below the outline. */
  beforeOutline?: ReactNode;
  afterOutline?: ReactNode;
  /** Home pages: around the hero and the features. */
  beforeHero?: ReactNode;
  afterHero?: ReactNode;
  beforeFeatures?: ReactNode;
  afterFeatures?: ReactNode;
  /** Inside the hero: around its buttons, and a picture in place of its logo. */
  beforeHeroActions?: ReactNode;
  afterHeroActions?: ReactNode;
  heroImage?: ReactNode;
  /** Rendered on home pages after the hero and features (benchmarks, footers …). */
  HomeSections?: ComponentType;
  /** The same, loaded only when a home page is shown (keeps landing code out of every other page). */
  loadHomeSections?: () => Promise<ComponentType>;
}

export function getSlots(): ThemeSlots {
  return slots ?? {};
}

/**
 * Slots given as props by a layout that wraps the built-in one, as Rspress themes do
 * (`<Layout beforeNav={…} />`, see src/client/rspress/layouts.tsx): they win over the `slots` export.
 */
export const SlotPropsContext = createContext<ThemeSlots | undefined>(undefined);

/** The slots while rendering: the `slots` export, with any a wrapping layout passed as props. */
export function useSlots(): ThemeSlots {
  const given = use(SlotPropsContext);
  return given ? { ...getSlots(), ...given } : getSlots();
}
